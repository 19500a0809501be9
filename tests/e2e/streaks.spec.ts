import type { Page } from '@playwright/test';
import { addDays, dayIn } from '@shared/dates';
import { expectAccessible } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';

/** Forgiving streaks (issue 11): a backdated reading mends the streak; the rhythm view; the rest day. */

const timeZone = 'America/Phoenix';

/** "Feb 3", as the dashboard writes a week's first day. */
const monthDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

async function logViaApi(page: Page, readDate: string, chapter: number) {
  const res = await page.request.post('/api/readings/batch', {
    data: { readDate, chapters: [{ book: 'Psalms', chapter }] },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a reader backdates yesterday and sees the streak mended, the rhythm of 4 weeks, and turns the rest day on', async ({
  page,
}, testInfo) => {
  const main = page.getByRole('main');
  const streak = main.getByRole('region', { name: 'Streak and badges' });
  const rhythm = streak.getByRole('list', { name: 'Your last 4 weeks' });
  const today = dayIn(timeZone, new Date());

  await test.step('a reader with readings the day before yesterday and today has a 1-day streak', async () => {
    const res = await page.request.post('/api/users', {
      data: { name: 'Lydia Reader', email: uniqueEmail('streak'), password: 'reader-password-1', timeZone },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await logViaApi(page, addDays(today, -2), 1);
    await logViaApi(page, today, 2);
    await page.goto('/');
    await expect(streak.getByText('1-day streak', { exact: true })).toBeVisible();
  });

  await test.step('the rhythm view shows each of the last 4 weeks in words', async () => {
    await expect(rhythm.getByRole('listitem')).toHaveText([
      `Week of ${monthDay(addDays(today, -27))}: 0 of 7 days`,
      `Week of ${monthDay(addDays(today, -20))}: 0 of 7 days`,
      `Week of ${monthDay(addDays(today, -13))}: 0 of 7 days`,
      `Week of ${monthDay(addDays(today, -6))}: 2 of 7 days`,
    ]);
  });

  await test.step('logging yesterday from the dashboard mends the streak to 3 days', async () => {
    await main.getByLabel('Reading date').fill(addDays(today, -1));
    await main.getByRole('gridcell', { name: 'Genesis 1', exact: true }).click();
    await main.getByRole('button', { name: 'Log Reading' }).click();
    await expect(page.getByText('Reading logged successfully', { exact: true })).toBeVisible();
    await expect(streak.getByText('3-day streak', { exact: true })).toBeVisible();
    await expect(rhythm.getByRole('listitem').last()).toHaveText(
      `Week of ${monthDay(addDays(today, -6))}: 3 of 7 days`,
    );
  });

  await test.step('axe finds no violation, and nothing scrolls sideways, at 1280 and 360 px', async () => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `/ (streak and rhythm at ${width} px)`);
    }
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // From the page's top, so that the sticky header does not cover the section.
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = await streak.boundingBox();
      if (!box) throw new Error('the streak section has no box');
      const path = testInfo.outputPath(`streak-rhythm-${width}.png`);
      const clip = { x: 0, y: box.y - 8, width, height: box.height + 16 };
      await page.screenshot({ path, fullPage: true, clip, animations: 'disabled' });
      await testInfo.attach(`streak-rhythm-${width}`, { path, contentType: 'image/png' });
    }
  });

  await test.step('the rest day is turned on in the profile, and the dashboard says so', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/profile');
    await expect(main.getByText('Off: every day counts toward your streak')).toBeVisible();
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    const restDay = main.getByRole('checkbox', { name: 'Keep my streak on a weekly rest day' });
    await expect(restDay).not.toBeChecked();
    await expect(restDay).toHaveAccessibleDescription(/One day a week without a reading or prayer/);
    await restDay.click();
    await expect(restDay).toBeChecked();
    await page.setViewportSize({ width: 360, height: 800 });
    await expectAccessible(page, '/profile (editing, 360 px)');
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated').first()).toBeVisible();
    await expect(main.getByText('On: one day a week without entries keeps your streak')).toBeVisible();
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({ restDay: true });
    await page.goto('/');
    await expect(streak.getByText('3-day streak', { exact: true })).toBeVisible();
    await expect(
      streak.getByText('Rest day on: one day a week without entries keeps your streak.'),
    ).toBeVisible();
    await expectAccessible(page, '/ (rest day on, 360 px)');
  });
});
