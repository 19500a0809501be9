import { expectAccessible } from './support/axe';
import { asReturningVisitor, expect, test } from './support/fixtures';
import {
  activityRows,
  addPrayerRequest,
  card,
  expectDashboardKept,
  followGospels,
  keptDashboards,
  logChapters,
  logPrayer,
  openUserMenu,
  queueEntries,
  registeredSyncTags,
  signUp,
  stat,
  stored,
  underServiceWorker,
} from './support/offline';
import { screenshots } from './support/screens';

for (const width of [360, 1280]) {
  test(`at ${width} px a person visits once, opens the app with no network and logs (three chapters, a prayer, a plan day, a prayer request), sees them waiting, and synced once the network is back`, async ({
    page,
    context,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const person = await signUp(page, 'Olive Offline');
    const planId = await followGospels(page, person.timeZone);
    const main = page.getByRole('main');
    await page.goto('/');
    await underServiceWorker(page);
    await expect(main.getByRole('heading', { name: 'Welcome, Olive Offline' })).toBeVisible();
    await expect(stat(page, 'My Chapters Read')).toContainText('0');
    await expectDashboardKept(page);

    await test.step('with no network the app opens, and says what it shows and how old it is', async () => {
      await context.setOffline(true);
      await page.reload();
      await expect(main.getByRole('heading', { name: 'Welcome, Olive Offline' })).toBeVisible();
      await expect(
        main.getByText(/^You are offline: your dashboard as of \d{1,2}:\d{2}\s[AP]M\./),
      ).toBeVisible();
      await expect(stat(page, 'My Chapters Read')).toContainText('0');
    });

    await test.step('everything is kept on the device, and the person is told so', async () => {
      await logChapters(page, 'Genesis', [1, 2, 3]);
      await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
      await expect(main.getByText('No chapters selected')).toBeVisible();
      await logPrayer(page, 20);
      await expect(main.getByRole('spinbutton', { name: 'Prayer Minutes', exact: true })).toHaveValue('15');
      await card(page, "Today's reading").getByRole('button', { name: 'Mark all 2 chapters read' }).click();
      await addPrayerRequest(page, 'Rain for the farms');
      await expect(main.getByLabel('New prayer request')).toHaveValue('');
    });

    await test.step('shown at once as waiting: activity, totals, plan and prayer requests', async () => {
      await expect(activityRows(page)).toHaveText([
        /^Prayer request: Rain for the farmsWaiting to sync/,
        /^Read Matthew 1–2Waiting to syncfor /,
        /^Prayed for 20 minutesWaiting to syncfor /,
        /^Read Genesis 1–3Waiting to syncfor /,
      ]);
      await expect(stat(page, 'My Chapters Read')).toHaveText(
        /^My Chapters Read5Includes 5 chapters waiting to sync$/,
      );
      await expect(stat(page, 'My Prayer Minutes')).toHaveText(
        /^My Prayer Minutes20Includes 20 minutes waiting to sync$/,
      );
      const plan = card(page, "Today's reading");
      await expect(plan.getByRole('checkbox', { name: 'Matthew 1' })).toBeChecked();
      await expect(plan.getByText('Done for today.')).toBeVisible();
      await expect(plan.getByText('Waiting to sync')).toBeVisible();
      await expect(card(page, 'Prayer Requests').getByRole('listitem')).toHaveText([
        'Rain for the farmsWaiting to sync',
      ]);
      await expectAccessible(page, `dashboard offline with entries waiting at ${width} px`);
      await screenshots(page, testInfo, 'offline-waiting');
    });
    // The four entries as the device keeps them, to be replayed once they have synced.
    const kept = await queueEntries(page);
    expect(kept.map((e) => e.path).sort()).toEqual([
      `/api/plans/enrollments/${planId}/read`,
      '/api/prayer-requests',
      '/api/prayers',
      '/api/readings/batch',
    ]);

    await test.step('the network comes back: everything is sent, and the figures are the server’s', async () => {
      await context.setOffline(false);
      await expect(
        page.getByText('4 entries saved on this device reached Lampstand.', { exact: true }),
      ).toBeVisible();
      await expect(main.getByText('Waiting to sync')).toHaveCount(0);
      await expect(main.getByText(/^You are offline/)).toHaveCount(0);
      await expect(stat(page, 'My Chapters Read')).toHaveText(/^My Chapters Read5\+5 from last week$/);
      await expect(stat(page, 'My Prayer Minutes')).toHaveText(/^My Prayer Minutes20\+20 from last week$/);
      await expect(activityRows(page).first()).toContainText(/ago$/);
      const server = await stored(page);
      expect(server.readings).toHaveLength(5);
      expect(server.prayers).toHaveLength(1);
      expect(server.requests).toEqual(['Rain for the farms']);
      const [plan] = (await (await page.request.get('/api/plans/enrollments')).json()) as {
        today: { read: boolean }[];
      }[];
      expect(plan?.today.every((c) => c.read)).toBe(true);
      await expectAccessible(page, `dashboard synced at ${width} px`);
    });

    await test.step('the whole queue replayed with the same keys is stored once: the totals stay', async () => {
      expect(await queueEntries(page)).toEqual([]);
      const replayed: string[] = [];
      context.on('response', (response) => {
        const key = response.request().headers()['idempotency-key'];
        if (key) replayed.push(`${key} ${response.status()} ${response.headers()['idempotent-replayed']}`);
      });
      await queueEntries(page, kept);
      // The network comes back again: the page sends what waits, at once.
      await context.setOffline(true);
      await context.setOffline(false);
      await expect.poll(async () => (await queueEntries(page)).length).toBe(0);
      expect(replayed.sort()).toEqual(
        kept
          .map((e) => e.id)
          .sort()
          .map((key) => expect.stringMatching(new RegExp(`^${key} 20[01] true$`))),
      );
      const server = await stored(page);
      expect(server.readings).toHaveLength(5);
      expect(server.prayers).toHaveLength(1);
      expect(server.requests).toEqual(['Rain for the farms']);
      await page.reload();
      await expect(stat(page, 'My Chapters Read')).toHaveText(/^My Chapters Read5\+5 from last week$/);
      await expect(stat(page, 'My Prayer Minutes')).toHaveText(/^My Prayer Minutes20\+20 from last week$/);
      await expect(main.getByText('Waiting to sync')).toHaveCount(0);
    });
  });
}

test('the dashboard last seen opens with no network, with its age; signing out forgets it', async ({
  page,
  context,
}) => {
  const person = await signUp(page, 'Keziah Kept');
  const main = page.getByRole('main');
  await page.goto('/');
  await underServiceWorker(page);
  await logChapters(page, 'Ruth', [1, 2]);
  await expect(stat(page, 'My Chapters Read')).toHaveText(/^My Chapters Read2\+2 from last week$/);
  await expect.poll(async () => (await keptDashboards(page)).kept).toEqual([`dashboard:${person.id}`]);
  expect((await keptDashboards(page)).restored).toBe(String(person.id));
  // The kept copy is at most a second behind what was shown.
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Welcome, Keziah Kept' })).toBeVisible();
  await expect(main.getByText(/^You are offline: your dashboard as of \d{1,2}:\d{2}\s[AP]M\./)).toBeVisible();
  await expect(stat(page, 'My Chapters Read')).toHaveText(/^My Chapters Read2\+2 from last week$/);
  await expect(activityRows(page)).toHaveText([/^Read Ruth 2/, /^Read Ruth 1/]);
  // Prayer requests are never kept on the device.
  await expect(card(page, 'Prayer Requests')).toContainText(
    'Your saved prayer requests show here when you are back online.',
  );
  await expectAccessible(page, 'dashboard opened offline');

  await context.setOffline(false);
  await expect(main.getByText(/^You are offline/)).toHaveCount(0);
  await (await openUserMenu(page, person.name)).click();
  await expect(page).toHaveURL('/login');
  await expect.poll(() => keptDashboards(page)).toEqual({ kept: [], restored: null });
});

test('two tabs flushing the same kept entries at the same moment send each once', async ({
  page,
  context,
}) => {
  await signUp(page, 'Tabitha Tabs');
  const other = await context.newPage();
  await asReturningVisitor(other);
  await page.goto('/');
  await underServiceWorker(page);
  await other.goto('/');
  await expect(other.getByRole('heading', { name: 'Welcome, Tabitha Tabs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Tabitha Tabs' })).toBeVisible();

  await context.setOffline(true);
  await logPrayer(page, 7);
  await logChapters(page, 'Ruth', [1, 2]);
  // The other tab sees what this one kept (one store on the device).
  await expect(activityRows(other)).toHaveCount(2);

  const posts: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(prayers|readings\/batch)$/.test(request.url()))
      posts.push(`${new URL(request.url()).pathname} ${request.headers()['idempotency-key']}`);
  });
  // Both tabs hear `online` at once and flush: the queue's lock lets one send, the other finds nothing.
  await context.setOffline(false);
  // Neither waiting nor "Syncing…" (shown from before the request leaves until its answer): all stored.
  for (const tab of [page, other])
    await expect(tab.getByRole('main').getByText(/^(Waiting to sync|Syncing…)$/)).toHaveCount(0);
  expect(posts).toHaveLength(2);
  expect(new Set(posts).size).toBe(2);
  const server = await stored(page);
  expect(server.prayers).toHaveLength(1);
  expect(server.readings).toHaveLength(2);
});

test('a write whose answer was lost is sent again with the same key and stored once', async ({
  page,
  context,
}) => {
  await signUp(page, 'Lois Lost');
  await page.goto('/');
  await underServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Lois Lost' })).toBeVisible();
  const keys: string[] = [];
  // The first time, the server stores the prayer but its answer never reaches the page. Sent again by the
  // page or by the service worker (Background Sync): the context's route sees both.
  await context.route('**/api/prayers', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await logPrayer(page, 12);
  // Kept under the key it was sent with, and sent again with it (by the page once its short backoff
  // ends, or by the worker at once): the person is told it arrived.
  await expect(
    page.getByText('1 entry saved on this device reached Lampstand.', { exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('main').getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const server = await stored(page);
  expect(server.prayers).toHaveLength(1);
  await expect(stat(page, 'My Prayer Minutes')).toHaveText(/^My Prayer Minutes12/);
});

test('with every page closed, the service worker sends what was kept once the network is back (Background Sync)', async ({
  page,
  context,
}) => {
  await signUp(page, 'Silas Sync');
  await page.goto('/');
  await underServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Silas Sync' })).toBeVisible();
  await context.setOffline(true);
  await logPrayer(page, 11);
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  // The page asked the browser for a sync when the network is back.
  expect(await registeredSyncTags(page)).toContain('lampstand-sync-queue');
  await page.close();
  const other = await context.newPage();
  await asReturningVisitor(other);
  expect((await stored(other)).prayers).toHaveLength(0);

  // No page of the app is open: the browser wakes the worker, which sends the entry.
  await context.setOffline(false);
  await expect.poll(async () => (await stored(other)).prayers.length).toBe(1);
  await other.goto('/');
  await expect(stat(other, 'My Prayer Minutes')).toHaveText(/^My Prayer Minutes11/);
  await expect(other.getByRole('main').getByText('Waiting to sync')).toHaveCount(0);
});
