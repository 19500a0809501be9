/// <reference lib="webworker" />
/*
 * The service worker (decision 026), built by vite-plugin-pwa (injectManifest), which replaces
 * `self.__WB_MANIFEST` with the build's files and their revisions. It keeps the app shell and every
 * built asset of one version, serves them with no network, and answers every page address with that
 * version's index.html. It caches no API answer: /api requests go to the network as if it were not there.
 * Type-checked on its own (tsconfig.sw.json: the WebWorker library, not the DOM).
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { flushFromWorker, SYNC_TAG } from './lib/sync-queue/worker';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The message the page's update prompt sends to the waiting worker (lib/service-worker.ts). */
const SKIP_WAITING = 'SKIP_WAITING';

// Installing fetches every file of this version into the precache; one failure fails the install and the
// previous worker stays in charge. Activating removes the files the previous version had and this one
// does not (and caches of older Workbox formats).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Page addresses are the client router's: the precached index.html answers them. Not /api (JSON, and
// the API's own documentation pages), nor a file's address (a dot in the last segment).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(?:\/|$)/, /\/[^/?]+\.[^/]+$/],
  }),
);

// The first worker takes the page that installed it at once, so that a page opened online keeps loading
// its lazy chunks from the precache if the network drops. A later version waits (see below).
clientsClaim();

// A new version waits until the person accepts the update prompt; then every open page reloads
// (lib/service-worker.ts), so no page runs old code against the new version's files.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// Background Sync, where the browser has it: entries logged with no network are sent when it returns,
// even with no page open (lib/sync-queue/worker.ts, the same sending code as the page's). A rejected
// promise tells the browser to try again later.
// Its event is not in TypeScript's WebWorker library yet.
declare global {
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string;
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}
self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(flushFromWorker());
});
