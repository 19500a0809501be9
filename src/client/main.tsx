import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { offlineUser } from './lib/offline-user';
import { queryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

/** The dashboard kept on this device, restored before the first render (it may be all there is offline). */
async function restoreKeptDashboard() {
  const userId = offlineUser();
  if (userId === null) return;
  const { restoreDashboard } = await import('./lib/offline-cache');
  // A stuck IndexedDB must not keep the app from opening: after a second it starts without the copy.
  await Promise.race([restoreDashboard(queryClient, userId), new Promise((done) => setTimeout(done, 1000))]);
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (root.hasChildNodes()) {
  // The landing page rendered at build time (home.html, decision 031): it is already on screen, so it is
  // hydrated at once; a kept dashboard arrives in the cache meanwhile, as an answer from the network would.
  hydrateRoot(root, app);
  void restoreKeptDashboard().catch(() => {});
} else {
  void restoreKeptDashboard()
    .catch(() => {})
    .then(() => createRoot(root).render(app));
}
