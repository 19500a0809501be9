import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { payWithStandIn, registerPastorViaApi, userLogin } from './support/church-members';
import {
  asReturningVisitor,
  type ChurchInput,
  expect,
  newChurch,
  registerChurchViaApi,
  test,
  uniqueEmail,
} from './support/fixtures';
import { screenshots } from './support/screens';

/*
 * Billing over days: these journeys run on the clocked server (tests/e2e/support/clocked-server.ts), whose
 * clock only moves forward and is shared by the whole file, so its tests run one after another.
 */
const CONTROL = process.env.E2E_CLOCK_CONTROL_URL;
test.use({ baseURL: process.env.E2E_CLOCKED_URL });
test.describe.configure({ mode: 'serial' });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Moves the server's clock, and the pages' to the same instant: in life both read the same time (the
 * banner names "today" from the browser's clock and the period's end from the server's).
 */
async function setClock(at: number, ...pages: Page[]) {
  const res = await fetch(`${CONTROL}/clock?at=${new Date(at).toISOString()}`, { method: 'POST' });
  expect(res.ok).toBe(true);
  for (const page of pages) await page.clock.setFixedTime(at);
}

/**
 * Registers the church and its first administrator (the pastor's own account: the church account has no
 * dashboard, decision 037); answers them and when the trial ends, as the server computed it.
 */
async function registerChurch(request: APIRequestContext, church: ChurchInput) {
  const { church: created, adminClaim } = await registerChurchViaApi(request, church);
  const pastor = await registerPastorViaApi(request, created, adminClaim);
  const login = await request.post('/api/church/login', {
    data: { email: church.email, password: church.password },
  });
  const { token } = (await login.json()) as { token: string };
  const status = await request.get('/api/subscription/status', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { status: state, subscriptionEndsAt } = (await status.json()) as {
    status: string;
    subscriptionEndsAt: string;
  };
  expect(state).toBe('trial');
  return { ends: Date.parse(subscriptionEndsAt), pastor };
}

const banner = (page: Page) => page.getByTestId('subscription-banner');

/** The unlock of a church login lasts an hour; after the clock jumps, the gate asks again. */
async function passGate(page: Page, church: ChurchInput) {
  const main = page.getByRole('main');
  await expect(main.getByLabel('Church Password')).toBeVisible();
  await main.getByLabel('Church Password').fill(church.password);
  await main.getByRole('button', { name: 'Authenticate' }).click();
  await expect(main.getByRole('tab', { name: 'Billing' })).toBeVisible();
}

test("the trial's last week shows the banner to the church; paying through PayPal removes it", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const church = newChurch();
  const { ends, pastor } = await registerChurch(request, church);
  const member = await browser.newContext({ baseURL: process.env.E2E_CLOCKED_URL });
  await asReturningVisitor(member);
  const memberPage = await member.newPage();
  const main = page.getByRole('main');

  // An instant on the trial's last calendar day (UTC, the accounts' zone) before it ends: the banner's
  // words name calendar days, and these instants stay clear of midnight whatever time the run starts.
  const lastDay = Math.max(ends - HOUR, Math.floor(ends / DAY) * DAY + 60_000);

  await test.step('five days left: a yellow banner for the administrator and for members', async () => {
    await setClock(lastDay - 5 * DAY, page, memberPage);
    await userLogin(page, pastor.email, pastor.password);
    await expect(banner(page)).toHaveAttribute('data-tone', 'yellow');
    await expect(banner(page).getByRole('heading', { name: 'Free trial ending soon' })).toBeVisible();
    await expect(banner(page)).toContainText("Your church's free trial ends in 5 days.");
    const subscribe = banner(page).getByRole('link', { name: 'Subscribe Now - $99/year' });
    await expect(subscribe).toHaveAttribute('href', '/church-admin');
    await expectAccessible(page, '/ (trial banner, yellow)');

    const churchId = (await (await page.request.get('/api/me')).json()).churchId as number;
    const joined = await memberPage.request.post('/api/users', {
      data: { name: 'Lydia Member', email: uniqueEmail('lydia'), password: 'member-password-1', churchId },
    });
    expect(joined.ok(), await joined.text()).toBe(true);
    await memberPage.goto('/');
    await expect(banner(memberPage)).toContainText('ends in 5 days');
  });

  await test.step('three days or fewer: red; tomorrow; today', async () => {
    await setClock(lastDay - 2 * DAY, page);
    await page.reload();
    await expect(banner(page)).toHaveAttribute('data-tone', 'red');
    await expect(banner(page)).toContainText('ends in 2 days.');
    await expectAccessible(page, '/ (trial banner, red)');
    await screenshots(page, testInfo, 'dashboard-trial-banner');
    await setClock(lastDay - DAY, page);
    await page.reload();
    await expect(banner(page)).toContainText('ends tomorrow.');
    await setClock(lastDay, page);
    await page.reload();
    await expect(banner(page)).toContainText('ends today.');
  });

  await test.step('the banner leads to Church Admin; paying there makes the church active', async () => {
    await banner(page).getByRole('link', { name: 'Subscribe Now - $99/year' }).click();
    await expect(page).toHaveURL('/church-admin');
    await passGate(page, church);
    await main.getByRole('tab', { name: 'Billing' }).click();
    await expect(main.getByRole('definition').filter({ hasText: 'Free Trial' })).toBeVisible();
    await expect(main.getByRole('definition').filter({ hasText: '1 day' })).toBeVisible();
    await main.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await payWithStandIn(page);
    await expect(main.getByRole('definition').filter({ hasText: 'Active' })).toBeVisible();
  });

  await test.step('the banner is gone, for the administrator and for members', async () => {
    await page.goto('/');
    await expect(main.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(banner(memberPage)).toHaveCount(0);
  });
  await member.close();
});

test('past due, then expired: Update Payment, analytics asks for the subscription and comes back once paid', async ({
  page,
  request,
}) => {
  const church = newChurch();
  const { ends, pastor } = await registerChurch(request, church);
  const main = page.getByRole('main');

  await test.step('two days after the end: past due, five days of grace, Update Payment', async () => {
    await setClock(ends + 2 * DAY, page);
    await userLogin(page, pastor.email, pastor.password);
    await expect(banner(page)).toHaveAttribute('data-tone', 'red');
    await expect(banner(page).getByRole('heading', { name: 'Payment past due' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Update Payment' })).toHaveAttribute(
      'href',
      '/church-admin',
    );
    await page.goto('/church-admin?tab=billing');
    await passGate(page, church);
    await expect(main.getByRole('definition').filter({ hasText: 'Past Due' })).toBeVisible();
    await expect(main.getByRole('term').filter({ hasText: 'Grace period left' })).toBeVisible();
    await expect(main.getByRole('definition').filter({ hasText: '5 days' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Update Payment' })).toBeVisible();
    await expectAccessible(page, '/church-admin (billing, past due)');
  });

  await test.step('a week after the end: expired; analytics answers with the way to Billing', async () => {
    await setClock(ends + 8 * DAY, page);
    await page.goto('/');
    await expect(banner(page).getByRole('heading', { name: 'Subscription expired' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Subscribe Now - $99/year' })).toBeVisible();
    await page.goto('/church-admin?tab=analytics');
    await passGate(page, church);
    const panel = main.getByRole('tabpanel', { name: 'Analytics' });
    await expect(panel).toContainText(
      "Your church's subscription has expired. Renew it in Church Admin > Billing to see church analytics and reports.",
    );
    await expectAccessible(page, '/church-admin (analytics, expired)');
    await panel.getByRole('link', { name: 'Go to Billing to renew the subscription' }).click();
    await expect(page).toHaveURL('/church-admin?tab=billing');
    await expect(main.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('definition').filter({ hasText: 'Expired' })).toBeVisible();
  });

  await test.step('paying brings the analytics back', async () => {
    await main.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await payWithStandIn(page);
    await expect(main.getByRole('definition').filter({ hasText: 'Active' })).toBeVisible();
    await main.getByRole('tab', { name: 'Analytics' }).click();
    await expect(main.getByRole('group', { name: 'Total Chapters Read' })).toBeVisible();
    await page.goto('/');
    await expect(main.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});
