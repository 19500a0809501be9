import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures';

/*
 * Helpers of the offline journeys (offline-logging.spec.ts, offline-attention.spec.ts). Offline is
 * Playwright's: context.setOffline(true) cuts the page's network and tells it so (navigator.onLine,
 * the `offline` event); page.request is not the page's network and still reaches the server.
 */

export const PASSWORD = 'offline-password-1';

/** A request of the service worker fails as it would with no network. */
const refuseFromWorker = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

/**
 * No network for the pages and for the service worker. context.setOffline alone does not reach the
 * worker (microsoft/playwright#2311): a Background Sync it runs meanwhile would send what the page kept,
 * as no device without a network could. Undone by goOnline.
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', refuseFromWorker);
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**/*', refuseFromWorker);
  await context.setOffline(false);
}

/**
 * Waits until the app's service worker is active, then reloads so that it controls the page, as on any
 * visit after the first: with no network, its precache then serves the page and every part of the app.
 */
export async function underServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      // Installing precaches the whole shell: on a loaded two-core machine that has taken over 10 s.
      timeout: 30_000,
    })
    .toBe('activated');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** Registers through the API in this page's context (signed in) and answers the account. */
export async function signUp(page: Page, name: string, timeZone = 'America/Phoenix') {
  const email = uniqueEmail('offline');
  const res = await page.request.post('/api/users', { data: { name, email, password: PASSWORD, timeZone } });
  expect(res.ok(), await res.text()).toBe(true);
  const { user } = (await res.json()) as { user: { id: number } };
  return { id: user.id, name, email, timeZone };
}

/** The person's calendar day in `timeZone`, `offset` days from today. */
export function dayIn(timeZone: string, offset = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + offset);
  return at.toISOString().slice(0, 10);
}

/** Follows The Gospels in 30 days from today: today's reading is Matthew 1–2. */
export async function followGospels(page: Page, timeZone: string) {
  const res = await page.request.post('/api/plans/gospels-30/enroll', {
    data: { startDate: dayIn(timeZone) },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

/** The book radios are visually hidden inside their labels: a person clicks the label. */
async function chooseBook(page: Page, book: string) {
  await page.getByRole('main').getByRole('radio', { name: book, exact: true }).locator('xpath=..').click();
}

/** Picks chapters of a book with the picker and logs them. */
export async function logChapters(page: Page, book: string, chapters: number[]) {
  const main = page.getByRole('main');
  await chooseBook(page, book);
  for (const chapter of chapters)
    await main.getByRole('gridcell', { name: `${book} ${chapter}`, exact: true }).click();
  await main.getByRole('button', { name: 'Log Reading' }).click();
}

export async function logPrayer(page: Page, minutes: number) {
  const main = page.getByRole('main');
  await main.getByRole('spinbutton', { name: 'Prayer Minutes', exact: true }).fill(String(minutes));
  await main.getByRole('button', { name: 'Log Prayer Time' }).click();
}

export async function addPrayerRequest(page: Page, request: string) {
  const main = page.getByRole('main');
  await main.getByLabel('New prayer request').fill(request);
  await main.getByRole('button', { name: 'Add', exact: true }).click();
}

export const stat = (page: Page, title: string) => page.getByRole('main').getByRole('group', { name: title });

/** A dashboard card by its heading. */
export const card = (page: Page, heading: string) =>
  page
    .getByRole('main')
    .getByRole('heading', { name: heading, exact: true })
    .locator('xpath=ancestor::div[contains(@class, "rounded-xl")][1]');

/** The Recent Activity card's rows (kept entries first). */
export const activityRows = (page: Page) => card(page, 'Recent Activity').getByRole('listitem');

/** Opens the user menu (it may be clicked before the page has hydrated: again until its item shows). */
export async function openUserMenu(page: Page, name: string) {
  const item = page.getByRole('menuitem', { name: 'Log Out' });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('button', { name }).click();
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass();
  return item;
}

/** What the server has stored for the signed-in person: readings and prayers (activity), requests. */
export async function stored(page: Page) {
  const activity = (await (await page.request.get('/api/activity?limit=100')).json()) as {
    type: string;
    date: string;
  }[];
  const requests = (await (await page.request.get('/api/prayer-requests')).json()) as { request: string }[];
  return {
    readings: activity.filter((e) => e.type === 'reading'),
    prayers: activity.filter((e) => e.type === 'prayer'),
    requests: requests.map((r) => r.request),
  };
}

/** Whose dashboards this browser keeps for offline viewing (IndexedDB), and whose it restores at start. */
export function keptDashboards(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lampstand');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const all = db.transaction('cache').objectStore('cache').getAllKeys();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    db.close();
    return { kept: keys.map(String), restored: localStorage.getItem('lampstand.offlineUser') };
  });
}

/** The reads (their first query-key part) kept on this device for offline viewing, of every person. */
function keptReads(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lampstand');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const values = await new Promise<unknown[]>((resolve, reject) => {
      const all = db.transaction('cache').objectStore('cache').getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    db.close();
    return values.flatMap((value) => {
      const kept = JSON.parse(String(value)) as { clientState: { queries: { queryKey: unknown[] }[] } };
      return kept.clientState.queries.map((query) => String(query.queryKey[0]));
    });
  });
}

/** Waits until the device keeps what the dashboard shows: the person, the figures, the plans, the activity. */
export async function expectDashboardKept(page: Page) {
  await expect
    .poll(async () => {
      const reads = await keptReads(page);
      return ['/api/me', '/api/plans/enrollments', '/api/stats/user', '/api/activity'].filter(
        (read) => !reads.some((kept) => kept.startsWith(read)),
      );
    })
    .toEqual([]);
}

/** The Background Sync tags the app's worker registration holds (the API is not in TypeScript's DOM yet). */
export function registeredSyncTags(page: Page) {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return registration.sync.getTags();
  });
}

/**
 * The sync queue's entries kept in IndexedDB (every person's), after putting `put` in the queue first: a
 * replay puts entries already sent back, with their keys, as a device that lost its answers would have them.
 */
export function queueEntries(page: Page, put: unknown[] = []) {
  return page.evaluate(async (entries) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lampstand');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const store = db.transaction('entries', 'readwrite').objectStore('entries');
    for (const entry of entries) store.put(entry);
    const all = await new Promise<unknown[]>((resolve, reject) => {
      const read = store.getAll();
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error);
    });
    db.close();
    return all as { id: string; path: string }[];
  }, put);
}
