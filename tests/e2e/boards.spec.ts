import { expectAccessible } from './support/axe';
import { addMember, bearer, logActivity } from './support/church-members';
import { expect, newChurch, registerChurchViaApi, test } from './support/fixtures';

/**
 * Issue 12: a member sees the church's consistency board beside the weekly leaderboard, then hides
 * themselves from the boards in the profile and is no longer listed on either (decision 021).
 */

const psalm = (chapter: number) => ({ book: 'Psalms', chapter });

async function logDaysAgo(
  request: import('@playwright/test').APIRequestContext,
  member: { token: string },
  daysAgo: number,
) {
  const readDate = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const res = await request.post('/api/readings/batch', {
    data: { readDate, chapters: [psalm(1)] },
    headers: bearer(member),
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a member sees the consistency board, hides themselves in the profile and is gone from both boards', async ({
  page,
  request,
}) => {
  const main = page.getByRole('main');
  const consistency = main.getByRole('list', { name: 'Most consistent, last 28 days' });
  const weeklyChapters = main.getByRole('list', { name: 'Chapters Read' });
  const weeklyPrayer = main.getByRole('list', { name: 'Prayer Minutes' });
  const church = newChurch();
  const { church: created } = await registerChurchViaApi(request, church);
  const esther = await addMember(request, created.id, 'Esther Steady');
  const shy = await addMember(request, created.id, 'Shy Simeon', { anonymous: true });
  const me = await addMember(request, created.id, 'Lydia Boards');
  let churchTotals: unknown;

  await test.step('members read and pray on different days', async () => {
    // Esther: 3 days; Lydia: 2 days (today with 10 chapters: volume does not count); Simeon: 1 day.
    for (const daysAgo of [2, 3]) await logDaysAgo(request, esther, daysAgo);
    await logActivity(request, esther, [psalm(2)], 5);
    await logDaysAgo(request, me, 1);
    await logActivity(
      request,
      me,
      Array.from({ length: 10 }, (_, i) => psalm(i + 1)),
      20,
    );
    await logActivity(request, shy, [psalm(3)], 10);
  });

  await test.step('log in and see the consistency board beside the weekly leaderboard', async () => {
    await page.goto('/login');
    await main.getByRole('textbox', { name: /email/i }).fill(me.email);
    await main.getByLabel(/^password/i).fill(me.password);
    await main.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page).toHaveURL('/');
    await expect(consistency.getByRole('listitem')).toHaveText([
      '1.Esther Steady3 of 28 days',
      '2.Lydia Boards (you)2 of 28 days',
      '3.Anonymous member1 of 28 days',
    ]);
    churchTotals = await (await page.request.get(`/api/stats/church/${created.id}`)).json();
    await expect(weeklyChapters).toContainText('Lydia Boards (you)');
    await expect(weeklyPrayer).toContainText('Lydia Boards (you)');
    await consistency.scrollIntoViewIfNeeded();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `/ (consistency board at ${width} px)`);
    }
  });

  await test.step('hide myself from the leaderboards in the profile', async () => {
    await page.goto('/profile');
    await expect(main.getByText('Shown: you can appear on the leaderboards')).toBeVisible();
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    const hide = main.getByRole('checkbox', { name: 'Hide me from the leaderboards' });
    await expect(hide).not.toBeChecked();
    await expect(hide).toHaveAccessibleDescription(/still count in your church's totals/);
    await hide.click();
    await expect(hide).toBeChecked();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `/profile (editing at ${width} px)`);
    }
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await expect(main.getByText('Hidden: you are not listed on the leaderboards')).toBeVisible();
  });

  await test.step('the dashboard no longer lists me on either board; the church still counts me', async () => {
    await main.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL('/');
    await expect(consistency.getByRole('listitem')).toHaveText([
      '1.Esther Steady3 of 28 days',
      '2.Anonymous member1 of 28 days',
    ]);
    await expect(weeklyChapters).not.toContainText('Lydia');
    await expect(weeklyPrayer).not.toContainText('Lydia');
    // The welcome header still greets Lydia by name; no list marks her row '(you)' any more.
    await expect(main.getByText('Lydia Boards (you)')).toHaveCount(0);
    const stats = await page.request.get(`/api/stats/church/${created.id}`);
    expect(await stats.json()).toEqual(churchTotals);
    expect(churchTotals).toMatchObject({ weeklyPrayerMinutes: 35 });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `/ (hidden from the boards at ${width} px)`);
    }
  });
});
