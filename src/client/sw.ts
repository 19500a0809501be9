/// <reference lib="webworker" />
/*
 * The service worker (decision 026), built by vite-plugin-pwa (injectManifest), which replaces
 * `self.__WB_MANIFEST` with the build's files and their revisions. It keeps the app shell and every
 * built asset of one version, serves them with no network, and answers every page address with that
 * version's index.html. It caches no API answer: /api requests go to the network as if it were not there.
 * Type-checked on its own (tsconfig.sw.json: the WebWorker library, not the DOM).
 */
import type { PushPayload } from '@shared/reminders';
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

// Reminders as notifications (issue 14): the server's push carries { title, body, url }; a click opens
// the app on that screen (today's reading), in a window of the app that is already open if there is one.
/** The message that tells an open page to route itself to `url` (lib/service-worker.ts listens). */
const OPEN_URL = 'OPEN_URL';

/**
 * The push's payload (the contract's pushPayload, read without Zod to keep the worker small); one that is
 * not ours still shows something rather than nothing (userVisibleOnly).
 */
function pushPayload(data: PushMessageData | null): PushPayload {
  try {
    const parsed = data?.json() as { title?: unknown; body?: unknown; url?: unknown } | undefined;
    if (typeof parsed?.title === 'string' && typeof parsed.body === 'string') {
      return { title: parsed.title, body: parsed.body, url: sameOriginPath(parsed.url) };
    }
  } catch {
    // Not JSON: shown with the app's name below.
  }
  return { title: 'Lampstand', body: data?.text() ?? '', url: '/dashboard' };
}

/** Only a path of this app: a push must not send anybody elsewhere. */
function sameOriginPath(url: unknown): string {
  try {
    const target = new URL(String(url), self.location.origin);
    if (typeof url === 'string' && target.origin === self.location.origin) {
      return target.pathname + target.search + target.hash;
    }
  } catch {
    // Not an address at all: the dashboard below.
  }
  return '/dashboard';
}

self.addEventListener('push', (event) => {
  const { title, body, url } = pushPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: '/icons/icon-192.png',
      // A newer reminder replaces an unread one of the same screen instead of piling up.
      tag: url,
      data: { url },
    }),
  );
});

/** Focuses an open window of the app and takes it to `url`, or opens a new one. */
async function openApp(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await open.focus().catch(() => open);
  // navigate() works only for a page this worker controls; any other page routes itself on the message.
  const navigated = await focused.navigate(url).catch(() => null);
  if (!navigated) focused.postMessage({ type: OPEN_URL, url });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(openApp(url));
});
