import { lazy, Suspense, useEffect, useState } from 'react';

type OfferUpdate = (apply: () => void) => void;

const UpdateCard = lazy(async () => ({ default: (await import('./UpdateCard')).UpdateCard }));

/**
 * Registers the service worker from a chunk of its own (lib/service-worker.ts) once the page has loaded
 * and the browser is idle: the new worker's install downloads every file of the app, which must not
 * compete with the page's own first work.
 */
function startServiceWorker(offerUpdate: OfferUpdate) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('../lib/service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker(offerUpdate),
    );
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(start, { timeout: 10_000 })
      : setTimeout(start, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * "A new version of Lampstand is ready." with Reload, when a new version of the app is installed and
 * waiting (decision 026). Reload hands over to the new version and every open page reloads into it;
 * closing the prompt keeps this version until the app is next opened with no page of it left open. The
 * live region is always there, so that the message is announced when it appears; the card and the
 * registration load after the first paint, so /home's initial JavaScript carries neither.
 */
export function UpdatePrompt({ start = startServiceWorker }: { start?: (offerUpdate: OfferUpdate) => void }) {
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => start((next) => setApply(() => next)), [start]);
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[90] flex justify-center px-4 pb-4 sm:justify-start"
    >
      {apply && (
        <Suspense fallback={null}>
          <UpdateCard onReload={apply} onClose={() => setApply(null)} />
        </Suspense>
      )}
    </div>
  );
}
