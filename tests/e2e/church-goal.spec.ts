import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { addMember, churchLogin, type SignedUpMember, toast } from './support/church-members';
import { asReturningVisitor, expect, newChurch, registerChurchViaApi, test } from './support/fixtures';

/** A member's own browser, signed in, on the dashboard. */
async function memberDashboard(
  browser: Browser,
  baseURL: string | undefined,
  member: SignedUpMember,
  width: number,
) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  await asReturningVisitor(context);
  const page = await context.newPage();
  const login = await page.request.post('/api/login', {
    data: { email: member.email, password: member.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto('/');
  return page;
}

/** Logs passages with the dashboard's Quick log, as a person types them. */
async function quickLog(page: Page, passages: string, chapters: number) {
  const main = page.getByRole('main');
  await main.getByLabel('Passages').fill(passages);
  await main.getByRole('button', { name: `Log ${chapters} chapter${chapters === 1 ? '' : 's'}` }).click();
  await expect(main.getByLabel('Passages')).toHaveValue('');
}

const goalCard = (page: Page) => page.getByRole('region', { name: 'Our church goal' });

for (const width of [1280, 360]) {
  test(`at ${width} px the administrator sets the origin-story goal, members log and see the bar and pace move, and a milestone arrives once`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const church = newChurch();
    const { church: created } = await registerChurchViaApi(request, church);
    const lydia = await addMember(request, created.id, 'Lydia Member');
    const boaz = await addMember(request, created.id, 'Boaz Member');
    const main = page.getByRole('main');
    const settings = main.getByRole('tabpanel', { name: 'Settings' });

    await test.step('the administrator picks the original challenge and saves it', async () => {
      await churchLogin(page, church.email, church.password);
      await main.getByRole('tab', { name: 'Settings' }).click();
      await expect(settings.getByRole('heading', { name: 'Set the church goal' })).toBeVisible();
      await settings.getByRole('button', { name: /^The original challenge/ }).click();
      await expect(settings.getByLabel('Chapters to read')).toHaveValue('1000000');
      await expect(settings.getByLabel('Minutes of prayer')).toHaveValue('2000000');
      await expect(settings.getByLabel('Goal end date')).toHaveValue(/-12-31$/);
      await expectAccessible(page, `/church-admin (settings, goal form) at ${width} px`);
      await settings.getByRole('button', { name: 'Save goal' }).click();
      await expect(toast(page, 'Goal saved')).toBeVisible();
      await expect(settings.getByRole('heading', { name: 'Change the church goal' })).toBeVisible();
    });

    const member = await memberDashboard(browser, baseURL, lydia, width);
    await test.step('a member logs three chapters: the bar’s figure and the pace move', async () => {
      const card = goalCard(member);
      await expect(card.getByText('0 of 1,000,000 (0%)')).toBeVisible();
      await expect(card.getByText('0 of 2,000,000 (0%)')).toBeVisible();
      await expect(card.getByText(/^Last 7 days: 0 a day/).first()).toBeVisible();
      await expect(card.getByText(/a day from each member keeps us on track\.$/)).toBeVisible();
      await expectAccessible(member, `dashboard with the church goal at ${width} px`);
      await quickLog(member, 'Ps 1-3', 3);
      await expect(card.getByText('3 of 1,000,000 (0%)')).toBeVisible();
      await expect(card.getByText(/^Last 7 days: (3|1\.5) a day/)).toBeVisible();
      // Three chapters in a day or two project past the year 2500: told without the date.
      await expect(
        card.getByText('At this pace we would finish more than a year after the end date.').first(),
      ).toBeVisible();
    });

    await test.step('the administrator sets a smaller goal of 40 chapters', async () => {
      await settings.getByLabel('Chapters to read').fill('40');
      await settings.getByLabel('Minutes of prayer').fill('');
      await settings.getByRole('button', { name: 'Save goal' }).click();
      await expect(toast(page, 'Goal saved')).toBeVisible();
    });

    await test.step('crossing 10% brings one notification to every member, and a celebration', async () => {
      await member.reload();
      const card = goalCard(member);
      await expect(card.getByText('3 of 40 (7%)')).toBeVisible();
      await quickLog(member, 'Ps 4-5', 2);
      await expect(card.getByText('5 of 40 (12%)')).toBeVisible();
      await quickLog(member, 'Ps 6', 1);
      await expect(card.getByText('6 of 40 (15%)')).toBeVisible();
      const milestone = /is 10% of the way to its goal of 40 chapters$/;
      for (const who of [member, await memberDashboard(browser, baseURL, boaz, width)]) {
        await who.reload();
        await who.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
        const panel = who.getByRole('dialog', { name: 'Notifications' });
        await expect(panel.getByText(milestone)).toHaveCount(1);
        await who.keyboard.press('Escape');
      }
    });

    await test.step('another member’s next visit celebrates the milestone', async () => {
      const other = await memberDashboard(browser, baseURL, boaz, width);
      // A fresh browser: the celebration has not been seen there.
      await expect(other.getByTestId('celebration')).toContainText('We are 10% of the way to 40 chapters.');
      await expectAccessible(other, `dashboard with the goal's celebration at ${width} px`);
    });
  });
}
