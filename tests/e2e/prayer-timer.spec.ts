import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';

/** The page's clock now (Playwright's fake clock, which moves only as the test says). */
const pageNow = (page: Page) => page.evaluate(() => Date.now());

/** "12:05" read back as milliseconds. */
const readStopwatch = (text: string) => {
  const [minutes, seconds] = text.split(':').map(Number);
  return ((minutes ?? 0) * 60 + (seconds ?? 0)) * 1000;
};

/**
 * The fake clock also flows with real time (a paused one would hold back the app's own zero-delay timers),
 * so a reading is checked to be at least what the test moved the clock by, and at most a few real seconds
 * more.
 */
async function expectStopwatchNear(stopwatch: Locator, ms: number) {
  await expect
    .poll(async () => readStopwatch((await stopwatch.textContent()) ?? ''), { message: `about ${ms} ms` })
    .toBeGreaterThanOrEqual(ms);
  expect(readStopwatch((await stopwatch.textContent()) ?? '')).toBeLessThanOrEqual(ms + 8_000);
}

for (const width of [360, 1280]) {
  test(`at ${width} px the prayer timer counts from its start through a pause, a background tab and a reload, and Done fills in the minutes, offline too, for the person to log`, async ({
    page,
    context,
  }) => {
    // Half an hour behind the real clock: the minutes moved below never reach a day the server has not.
    await page.clock.install({ time: Date.now() - 30 * 60_000 });
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const res = await page.request.post('/api/users', {
      data: { name: 'Anna Prayer', email: uniqueEmail('timer'), password: 'prayer-password-1' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await page.goto('/');
    const main = page.getByRole('main');
    const timer = main.getByRole('region', { name: 'Prayer timer' });
    const status = timer.getByRole('status');
    const stopwatch = timer.locator('[aria-hidden="true"].tabular-nums');
    const minutes = main.getByRole('spinbutton', { name: 'Prayer Minutes', exact: true });
    await expect(minutes).toHaveValue('15');
    let counted = 0;

    await test.step('Start praying: the minutes count, told politely once a minute', async () => {
      await timer.getByRole('button', { name: 'Start praying' }).click();
      await expect(status).toHaveText('0 minutes of prayer');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(5 * 60_000 + 10_000);
      await expectStopwatchNear(stopwatch, 5 * 60_000 + 10_000);
      await expect(status).toHaveText('5 minutes of prayer');
      await expectAccessible(page, `/ (prayer timer running, ${width} px)`);
    });

    await test.step('paused, it stands still; resumed, it goes on', async () => {
      await timer.getByRole('button', { name: 'Pause' }).click();
      await expect(status).toHaveText('Paused at 5 minutes');
      const paused = (await stopwatch.textContent()) ?? '';
      await page.clock.runFor(10 * 60_000);
      await expect(stopwatch).toHaveText(paused);
      await expectAccessible(page, `/ (prayer timer paused, ${width} px)`);
      await timer.getByRole('button', { name: 'Resume' }).click();
      counted = readStopwatch(paused);
      await page.clock.runFor(20_000);
      counted += 20_000;
      await expectStopwatchNear(stopwatch, counted);
    });

    await test.step('a background tab whose timers were held back loses nothing', async () => {
      // Three minutes pass on the clock with no timer of the page firing, as in a throttled tab or a
      // locked phone; coming back into view shows the clock's time.
      await page.clock.setSystemTime((await pageNow(page)) + 3 * 60_000);
      counted += 3 * 60_000;
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expectStopwatchNear(stopwatch, counted);
    });

    await test.step('it survives a reload, still running', async () => {
      await page.reload();
      await expect(timer.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expectStopwatchNear(stopwatch, counted);
    });

    await test.step('with no network, Done fills in the minutes rounded up; the person still logs them', async () => {
      await context.setOffline(true);
      await timer.getByRole('button', { name: 'Pause' }).click();
      const expected = Math.ceil(readStopwatch((await stopwatch.textContent()) ?? '') / 60_000);
      await timer.getByRole('button', { name: 'Done' }).click();
      await expect(minutes).toHaveValue(String(expected));
      await expect(main.getByRole('button', { name: 'Log Prayer Time' })).toBeFocused();
      await expect(status).toHaveText(`${expected} minutes filled in: press Log Prayer Time to log them.`);
      await expect(timer.getByRole('button', { name: 'Start praying' })).toBeVisible();
      await context.setOffline(false);
      await main.getByRole('button', { name: 'Log Prayer Time' }).click();
      await expect(
        page.getByText(`You've recorded ${expected} minutes of prayer`, { exact: true }),
      ).toBeVisible();
      await expect(
        main.getByRole('group', { name: 'My Prayer Minutes' }).getByText(String(expected), { exact: true }),
      ).toBeVisible();
    });

    await test.step('Cancel forgets a timer without filling anything in', async () => {
      await timer.getByRole('button', { name: 'Start praying' }).click();
      await page.clock.runFor(90_000);
      await timer.getByRole('button', { name: 'Cancel' }).click();
      await expect(status).toHaveText('Prayer timer cancelled.');
      await expect(minutes).toHaveValue('15');
      await page.reload();
      await expect(timer.getByRole('button', { name: 'Start praying' })).toBeVisible();
      await expect(timer.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    });
  });
}
