import { expectAccessible } from './support/axe';
import { addMember, churchLogin, toast } from './support/church-members';
import { asReturningVisitor, expect, newChurch, registerChurchViaApi, test } from './support/fixtures';

/** Today in UTC: the member's zone (addMember registers them in UTC), so the plan starts on their today. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

for (const width of [1280, 360]) {
  test(`at ${width} px the administrator sets the Bible in a year as the church plan, a member joins it with one tap and reads it today, analytics counts them`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const church = newChurch();
    const { church: created } = await registerChurchViaApi(request, church);
    const member = await addMember(request, created.id, 'Lydia Member');
    const main = page.getByRole('main');

    await test.step('the administrator chooses the church plan in Settings', async () => {
      await churchLogin(page, church.email, church.password);
      await main.getByRole('tab', { name: 'Settings' }).click();
      const card = main.getByRole('tabpanel', { name: 'Settings' });
      await expect(card.getByRole('heading', { name: 'Church plan' })).toBeVisible();
      await expect(card.getByText('The church has no plan yet.')).toBeVisible();
      await expect(card.getByLabel('Plan', { exact: true })).toHaveValue('bible-year');
      await card.getByLabel('Start date', { exact: true }).fill(todayUtc());
      await card.getByRole('button', { name: 'Set as the church plan' }).click();
      await expect(toast(page, 'The Bible in a year is the church plan.')).toBeVisible();
      await expect(card.getByText('Now reading: The Bible in a year', { exact: false })).toBeVisible();
      await expectAccessible(page, `/church-admin (settings, church plan) at ${width} px`);
    });

    await test.step('a member sees the card on the dashboard, joins with one tap and sees today’s chapters', async () => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      await asReturningVisitor(context);
      const memberPage = await context.newPage();
      const login = await memberPage.request.post('/api/login', {
        data: { email: member.email, password: member.password },
      });
      expect(login.ok(), await login.text()).toBe(true);
      await memberPage.goto('/');
      const home = memberPage.getByRole('main');
      const invitation = home.getByRole('heading', { name: 'Our church is reading: The Bible in a year' });
      await expect(invitation).toBeVisible();
      await expectAccessible(memberPage, `dashboard with the church plan card at ${width} px`);
      await home.getByRole('button', { name: /^Join/ }).click();
      await expect(invitation).toBeHidden();
      const today = home
        .locator('section')
        .filter({ has: memberPage.getByRole('heading', { name: 'The Bible in a year' }) });
      await expect(today.getByText('On track')).toBeVisible();
      await expect(today.getByRole('checkbox', { name: 'Genesis 1' })).toBeVisible();
      await expect(today.getByRole('button', { name: /^Mark all \d+ chapters read$/ })).toBeVisible();
      // Joined once: the plan is on /plans too, and the card does not come back.
      await memberPage.goto('/plans');
      await expect(
        memberPage
          .getByRole('main')
          .getByRole('region', { name: 'Your plans' })
          .getByText('The Bible in a year'),
      ).toBeVisible();
      await memberPage.goto('/');
      await expect(home.getByRole('heading', { name: "Today's reading" })).toBeVisible();
      await expect(invitation).toHaveCount(0);
      await expectAccessible(memberPage, `dashboard after joining the church plan at ${width} px`);
      await context.close();
    });

    await test.step('analytics counts the follower, never naming them', async () => {
      await main.getByRole('tab', { name: 'Analytics' }).click();
      await expect(main.getByRole('heading', { name: 'Church plan: The Bible in a year' })).toBeVisible();
      await expect(main.getByText('1 following, 1 on track', { exact: false })).toBeVisible();
      await expectAccessible(page, `/church-admin (analytics, church plan) at ${width} px`);
    });
  });
}
