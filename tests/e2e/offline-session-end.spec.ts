import type { APIRequestContext, Page } from '@playwright/test';
import { dataDir, expect, test, uniqueEmail } from './support/fixtures';
import {
  activityRows,
  expectDashboardKept,
  goOffline,
  goOnline,
  keptDashboards,
  logPrayer,
  openUserMenu,
  PASSWORD,
  queueEntries,
  signUp,
  stat,
  stored,
  underServiceWorker,
} from './support/offline';
import { waitForLink } from './support/outbox';

/*
 * Issue 35: a session ended from elsewhere (a password reset on another device ends them all). The
 * device hears it as a 401 and forgets the dashboard it kept of that person; what they logged there with
 * no network waits for their own next sign-in and is never shown to, or sent as, anyone else (decision 027).
 */

const NEW_PASSWORD = 'changed-elsewhere-1';

/**
 * The person resets their password from another device (the e-mailed link), which ends every session
 * they had, this device's too.
 */
async function changePasswordElsewhere(elsewhere: APIRequestContext, email: string) {
  const asked = await elsewhere.post('/api/forgot-password/user', { data: { email } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const link = await waitForLink(dataDir(), email, '/reset-password');
  const reset = await elsewhere.post('/api/reset-password', {
    data: { token: link.searchParams.get('token'), password: NEW_PASSWORD },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
}

/** A visitor's header: "/" is then the landing page. */
const signedOut = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log In' });

async function signIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /email/i }).fill(email);
  await main.getByLabel(/^password/i).fill(password);
  await main.getByRole('button', { name: 'Sign In' }).click();
}

test('a session ended elsewhere: the 401 forgets the kept dashboard, and the device opened offline shows none', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const person = await signUp(page, 'Rhoda Revoked');
  const main = page.getByRole('main');
  await page.goto('/');
  await underServiceWorker(page);
  await expect(main.getByRole('heading', { name: 'Welcome, Rhoda Revoked' })).toBeVisible();
  await expectDashboardKept(page);
  expect((await keptDashboards(page)).restored).toBe(String(person.id));

  // Away from the app meanwhile: the next opening restores the kept copy and is the first to hear a 401.
  await page.goto('about:blank');
  const elsewhere = await playwright.request.newContext({ baseURL });
  await changePasswordElsewhere(elsewhere, person.email);
  await elsewhere.dispose();

  await test.step('opened again online: the session check answers 401, and the kept copy is gone', async () => {
    await page.goto('/');
    await expect(signedOut(page)).toBeVisible();
    await expect.poll(() => keptDashboards(page)).toEqual({ kept: [], restored: null });
  });

  await test.step('opened with no network: no dashboard, only the sign-in', async () => {
    await goOffline(context);
    await page.goto('/login');
    await expect(main.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.goto('/');
    // Nothing kept to show: the session check says it could not reach Lampstand.
    await expect(main.getByRole('heading', { name: 'Authentication check failed' })).toBeVisible();
    await expect(page.getByText('Welcome, Rhoda Revoked')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rhoda Revoked' })).toHaveCount(0);
    await goOnline(context);
  });
});

test('entries not sent when the session ended wait for their person: another person signing in neither sees nor sends them', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const first = await signUp(page, 'Abigail Away');
  const main = page.getByRole('main');
  await page.goto('/');
  await underServiceWorker(page);
  await expect(main.getByRole('heading', { name: 'Welcome, Abigail Away' })).toBeVisible();
  await goOffline(context);
  await logPrayer(page, 9);
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await page.goto('about:blank');

  const elsewhere = await playwright.request.newContext({ baseURL });
  await changePasswordElsewhere(elsewhere, first.email);
  const second = { name: 'Boaz Borrowed', email: uniqueEmail('offline') };
  const other = await playwright.request.newContext({ baseURL });
  const registered = await other.post('/api/users', {
    data: { ...second, password: PASSWORD, timeZone: 'America/Phoenix' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const secondId = ((await registered.json()) as { user: { id: number } }).user.id;
  await other.dispose();

  await test.step('back online, the session has ended: signed out, the entry still waits on the device', async () => {
    await goOnline(context);
    await page.goto('/');
    await expect(signedOut(page)).toBeVisible();
    await expect.poll(() => keptDashboards(page)).toEqual({ kept: [], restored: null });
    expect((await queueEntries(page)).map((e) => e.path)).toEqual(['/api/prayers']);
  });

  await test.step('another person signs in on the device: none of it is shown or sent', async () => {
    await page.goto('/login');
    await signIn(page, second.email, PASSWORD);
    await expect(main.getByRole('heading', { name: 'Welcome, Boaz Borrowed' })).toBeVisible();
    await expect(activityRows(page)).toHaveCount(0);
    await expect(main.getByText('No activity recorded yet')).toBeVisible();
    await expect(stat(page, 'My Prayer Minutes')).toHaveText(/^My Prayer Minutes0/);
    await expect(main.getByText('Waiting to sync')).toHaveCount(0);
    // What runs while he is signed in has started (it keeps his dashboard now, and sends his entries).
    await expect.poll(async () => (await keptDashboards(page)).restored).toBe(String(secondId));
    expect((await queueEntries(page)).map((e) => e.path)).toEqual(['/api/prayers']);
    expect((await stored(page)).prayers).toHaveLength(0);
    const login = await elsewhere.post('/api/login', {
      data: { email: first.email, password: NEW_PASSWORD },
    });
    expect(login.ok(), await login.text()).toBe(true);
    expect(await (await elsewhere.get('/api/activity')).json()).toEqual([]);
  });

  await test.step('he signs out; she signs in again here: her entry is sent and counted', async () => {
    await (await openUserMenu(page, second.name)).click();
    await expect(page).toHaveURL('/login');
    await signIn(page, first.email, NEW_PASSWORD);
    await expect(main.getByRole('heading', { name: 'Welcome, Abigail Away' })).toBeVisible();
    await expect(
      page.getByText('1 entry saved on this device reached Lampstand.', { exact: true }),
    ).toBeVisible();
    await expect(stat(page, 'My Prayer Minutes')).toHaveText(/^My Prayer Minutes9/);
    expect(await queueEntries(page)).toEqual([]);
    expect((await stored(page)).prayers).toHaveLength(1);
  });
  await elsewhere.dispose();
});
