import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { deviceLanguage, setLanguage } from './lib/i18n';
import { nextTask } from './lib/next-task';
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

/** Shows the page once React has put it in place (the English landing page stays hidden until then). */
function Shown({ children }: { children: ReactNode }) {
  useLayoutEffect(() => document.documentElement.classList.remove('language-pending'), []);
  return children;
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/*
 * English is bundled; another language (chosen on this device, or the browser's) loads its chunk before
 * the first render, so no English text shows in its place (decision 035). A failed load starts in English.
 */
const language = deviceLanguage();
const languageReady = language === 'en' ? null : setLanguage(language, false).catch(() => {});

if (root.hasChildNodes() && !languageReady) {
  // The landing page rendered at build time (home.html, decision 031): it is already on screen, so it is
  // hydrated at once; a kept dashboard arrives in the cache meanwhile, as an answer from the network would.
  // In a transition, so that React hydrates in slices and yields between them: the page is already on
  // screen, and one long task would freeze it on a slow phone (TBT, docs/performance.md).
  startTransition(() => {
    hydrateRoot(root, app);
  });
  void restoreKeptDashboard().catch(() => {});
} else {
  // The English landing page is replaced, not hydrated, by a render in the person's language.
  void Promise.all([languageReady, restoreKeptDashboard().catch(() => {})])
    // The first render in a task of its own, not in the one that read the kept copy back, and in a
    // transition: React renders the app (a whole dashboard, from the kept copy) in slices and yields between
    // them; in one flushSync it was the returning dashboard's longest task (docs/performance.md, 29 Nov).
    .then(nextTask)
    .then(() => {
      startTransition(() => {
        createRoot(root).render(<Shown>{app}</Shown>);
      });
    });
}
