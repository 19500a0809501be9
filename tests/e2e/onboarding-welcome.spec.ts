import { expectAccessible } from './support/axe';
import { advanceUntilVisible, pauseClock, storageItem } from './support/first-run';
import { expect, test } from './support/fixtures';
import { screenshots } from './support/screens';

test.use({ firstVisit: true });

const SLIDES = ['Welcome to Lampstand', 'Read the Word', 'Pray faithfully', 'Grow together'];

/*
 * Time is paused; advanceUntilVisible leaves the animation's timers started 0-5 ms before "now", so each
 * check below is made 5 ms or more before a change is due, or right after it (to the millisecond).
 */
test.describe('the welcome animation (first visit)', () => {
  test('4 slides of 3 s, Skip from 2.5 s, closes 2 s after the last slide and is not shown again', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/home');
    const welcome = page.getByTestId('welcome-animation');
    const title = welcome.getByRole('heading', { level: 2 });
    const skip = welcome.getByRole('button', { name: 'Skip' });
    await advanceUntilVisible(page, welcome);
    await expect(page.getByRole('dialog')).toHaveAccessibleName(SLIDES[0] ?? '');
    await expect(title).toHaveText(SLIDES[0] ?? '');
    await expect(welcome.getByText('Slide 1 of 4')).toBeAttached();
    expect(await storageItem(page, 'hasSeenWelcome')).toBeNull();

    await page.clock.runFor(2494);
    await expect(skip).toHaveCount(0);
    await page.clock.runFor(6);
    await expect(skip).toBeVisible();

    await page.clock.runFor(489);
    await expect(title).toHaveText(SLIDES[0] ?? '');
    for (const [index, slide] of SLIDES.entries()) {
      if (index === 0) continue;
      await page.clock.runFor(11);
      await expect(title).toHaveText(slide);
      await expect(welcome.getByText(`Slide ${index + 1} of 4`)).toBeAttached();
      if (index < SLIDES.length - 1) {
        await page.clock.runFor(2989);
        await expect(title).toHaveText(slide);
      }
    }
    // The last slide keeps its 3 s, then the animation ends 2 s later: 14 s in all.
    await page.clock.runFor(4989);
    await expect(welcome).toBeVisible();
    await page.clock.runFor(11);
    await expect(welcome).toHaveCount(0);
    expect(await storageItem(page, 'hasSeenWelcome')).toBe('true');

    await page.reload();
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await advanceUntilVisible(page, heading);
    await page.clock.runFor(3000);
    await expect(welcome).toHaveCount(0);
  });

  test('Skip dismisses it for good; Escape closes it at any time; a reload before dismissing shows it again', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/about');
    const welcome = page.getByTestId('welcome-animation');
    const skip = welcome.getByRole('button', { name: 'Skip' });
    await advanceUntilVisible(page, welcome);

    await page.reload();
    await advanceUntilVisible(page, welcome);
    // The keyboard is never held: Escape works before the Skip button appears.
    await page.keyboard.press('Escape');
    await expect(welcome).toHaveCount(0);
    expect(await storageItem(page, 'hasSeenWelcome')).toBe('true');
    await advanceUntilVisible(page, page.getByRole('main').getByRole('heading', { name: 'About Lampstand' }));

    await page.evaluate(() => window.localStorage.removeItem('hasSeenWelcome'));
    await page.reload();
    await advanceUntilVisible(page, welcome);
    await page.clock.runFor(2500);
    // Focus stays in the dialog: Tab reaches Skip and cycles back to it.
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(welcome).toHaveCount(0);
    expect(await storageItem(page, 'hasSeenWelcome')).toBe('true');
  });

  test('moves only without a reduced-motion preference, with the same timing', async ({ page }) => {
    await pauseClock(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home');
    const welcome = page.getByTestId('welcome-animation');
    const running = () => welcome.evaluate((el) => el.getAnimations({ subtree: true }).length);
    await advanceUntilVisible(page, welcome);
    expect(await running()).toBe(0);
    await page.clock.runFor(3000);
    await expect(welcome.getByRole('heading', { level: 2 })).toHaveText(SLIDES[1] ?? '');
    expect(await running()).toBe(0);
    await page.clock.runFor(11_000);
    await expect(welcome).toHaveCount(0);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.evaluate(() => window.localStorage.removeItem('hasSeenWelcome'));
    await page.reload();
    await advanceUntilVisible(page, welcome);
    expect(await running()).toBeGreaterThan(0);
  });

  test('is accessible and fits 360 px and desktop screens', async ({ page }, testInfo) => {
    await pauseClock(page);
    await page.goto('/home');
    const welcome = page.getByTestId('welcome-animation');
    await advanceUntilVisible(page, welcome);
    await page.clock.runFor(3000);
    await expect(welcome.getByRole('button', { name: 'Skip' })).toBeVisible();
    await expect(welcome.getByRole('heading', { level: 2 })).toHaveText(SLIDES[1] ?? '');
    // axe waits on timers of its own: let time flow again (the slide stays for 3 s).
    await page.clock.resume();
    await expectAccessible(page, 'welcome animation');
    await screenshots(page, testInfo, 'welcome-slide-2', { fullPage: false });
  });

  test('is not shown to someone following a password reset link', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/reset-password?token=abc');
    await advanceUntilVisible(page, page.getByRole('main').getByRole('heading', { level: 1 }));
    await page.clock.runFor(1000);
    await expect(page.getByTestId('welcome-animation')).toHaveCount(0);
  });
});
