import { Workbox } from 'workbox-window';

/*
 * The page's side of the service worker (src/client/sw.ts, decision 026), loaded on demand after the
 * page's first paint so that /home's initial JavaScript does not carry Workbox. A new version of the
 * app installs in the background and waits; the page offers it (the update prompt), and only when the
 * person accepts does the waiting worker take over, after which every open page reloads once: no page
 * keeps running old code against the new version's files.
 */

/** What registration needs of workbox-window's Workbox (a fake one stands in for it in tests). */
export type WorkboxLike = Pick<Workbox, 'addEventListener' | 'register' | 'update' | 'messageSkipWaiting'>;

interface Options {
  workbox?: WorkboxLike;
  /** Whether a worker controls the page now (before any change). */
  controlled?: () => boolean;
  reload?: () => void;
}

/**
 * Registers /sw.js and calls `offerUpdate` with the function that applies the update each time a new
 * version is installed and waiting (also one that was already waiting when the page opened).
 */
export function registerServiceWorker(offerUpdate: (apply: () => void) => void, options: Options = {}) {
  const workbox = options.workbox ?? new Workbox('/sw.js', { scope: '/' });
  const reload = options.reload ?? (() => window.location.reload());
  let controlled = (options.controlled ?? (() => Boolean(navigator.serviceWorker.controller)))();
  let reloading = false;

  workbox.addEventListener('waiting', () => offerUpdate(() => workbox.messageSkipWaiting()));
  // A new worker took over from the one this page ran with (the person accepted the update here or in
  // another tab): reload into the new version. The very first worker claiming a fresh page is no change
  // of version, so it does not reload.
  workbox.addEventListener('controlling', () => {
    if (controlled && !reloading) {
      reloading = true;
      reload();
    }
    controlled = true;
  });
  // Browsers look for a new worker when a page is navigated to; an app left open (a phone's home screen
  // app) looks again each time it comes back to the screen. Offline, the check just fails.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => {});
  });
  // Without a worker (a failed registration) the app still works online; there is nothing to tell.
  workbox.register().catch(() => {});
  navigator.serviceWorker?.addEventListener('message', (event) => openRequestedScreen(event.data));
}

/**
 * A click on a reminder notification, where the worker could not navigate this page itself (a page it
 * does not control): the worker asks the page to show that screen. Only the app's own paths are taken.
 */
export function openRequestedScreen(message: unknown) {
  const { type, url } = (message ?? {}) as { type?: unknown; url?: unknown };
  if (type !== 'OPEN_URL' || typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return;
  // wouter's navigate() is this call (it patches pushState to tell the router); importing it here would
  // make the bundler split /home's first script (decision 027), which costs /home 0.3 kB.
  window.history.pushState(null, '', url);
}
