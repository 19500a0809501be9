export function App() {
  return <main>Lampstand</main>;
}
