import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import {
  advanceUntilVisible,
  pauseClock,
  signUp,
  skipWelcome,
  storageItem,
  tutorialKey,
} from './support/first-run';
import { expect, test } from './support/fixtures';
import { screenshots } from './support/screens';

test.use({ firstVisit: true });

const STEPS = [
  'Welcome to your dashboard',
  'Log your Bible reading',
  'Record your prayer time',
  'Keep your prayer requests',
  'Watch your progress grow',
];

const tutorial = (page: Page) => page.getByTestId('onboarding-tutorial');
const dialog = (page: Page) => page.getByRole('dialog');

/** The dashboard, on a paused clock, once the signed-in user is known (the tutorial's 1 s starts then). */
async function openDashboard(page: Page, name: string, path = '/') {
  await page.goto(path);
  await advanceUntilVisible(page, page.getByRole('banner').getByRole('button', { name }));
}

test.describe('the onboarding tutorial', () => {
  test('opens 1 s after the dashboard, walks 5 steps by keyboard and, completed, stays closed', async ({
    page,
  }, testInfo) => {
    await skipWelcome(page);
    const user = await signUp(page);
    await pauseClock(page);
    await openDashboard(page, user.name);
    await page.clock.runFor(994);
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.runFor(6);
    await expect(tutorial(page)).toBeVisible();
    const next = dialog(page).getByRole('button', { name: 'Next' });
    await expect(next).toBeFocused();

    for (const [index, title] of STEPS.entries()) {
      await expect(dialog(page)).toHaveAccessibleName(title);
      await expect(dialog(page).getByText(`Step ${index + 1} of 5`)).toBeVisible();
      if (index === 0) {
        await expect(dialog(page).getByRole('button', { name: 'Back' })).toHaveCount(0);
        await page.clock.resume();
        await expectAccessible(page, 'tutorial, step 1');
        await screenshots(page, testInfo, 'tutorial-step-1', { fullPage: false });
        // It opens on its main action, so Enter goes on rather than skipping.
        await expect(next).toBeFocused();
      }
      if (index < STEPS.length - 1) await page.keyboard.press('Enter');
    }
    const finish = dialog(page).getByRole('button', { name: 'Get Started' });
    await expect(finish).toBeFocused();
    await expect(dialog(page).getByRole('button', { name: 'Skip' })).toHaveCount(0);
    // Focus is trapped in the dialog.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    expect(await storageItem(page, tutorialKey(user.id))).toBeNull();
    await finish.click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await storageItem(page, tutorialKey(user.id))).toBe('true');

    await pauseClock(page);
    await page.reload();
    await advanceUntilVisible(page, page.getByRole('banner').getByRole('button', { name: user.name }));
    await page.clock.runFor(5000);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('Skip and Escape close it without saving: back on the next visit, not again during this one', async ({
    page,
  }) => {
    await skipWelcome(page);
    const user = await signUp(page, 'Silas Skipper');
    await pauseClock(page);
    await openDashboard(page, user.name);
    await page.clock.runFor(1000);
    await expect(tutorial(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Next' }).click();
    await dialog(page).getByRole('button', { name: 'Skip' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await storageItem(page, tutorialKey(user.id))).toBeNull();

    // Within the same visit, leaving the dashboard and coming back does not bring it back.
    await page.getByRole('banner').getByRole('button', { name: user.name }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await advanceUntilVisible(page, page.getByRole('link', { name: 'Back to Dashboard' }));
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.clock.runFor(3000);
    await expect(dialog(page)).toHaveCount(0);

    await page.reload();
    await advanceUntilVisible(page, page.getByRole('banner').getByRole('button', { name: user.name }));
    await page.clock.runFor(1000);
    await expect(tutorial(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName(STEPS[0] ?? '');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    expect(await storageItem(page, tutorialKey(user.id))).toBeNull();

    // Closed on its last step, any way counts as completed: every step has been seen.
    await page.reload();
    await advanceUntilVisible(page, page.getByRole('banner').getByRole('button', { name: user.name }));
    await page.clock.runFor(1000);
    await expect(tutorial(page)).toBeVisible();
    for (let step = 1; step < STEPS.length; step++) await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveAccessibleName(STEPS[4] ?? '');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await storageItem(page, tutorialKey(user.id))).toBe('true');
  });

  test('follows the welcome animation instead of covering it', async ({ page }) => {
    const user = await signUp(page, 'Phoebe First');
    await pauseClock(page);
    await page.goto('/');
    const welcome = page.getByTestId('welcome-animation');
    await advanceUntilVisible(page, welcome);
    await page.clock.runFor(3000);
    await expect(dialog(page)).toHaveCount(1);
    await welcome.getByRole('button', { name: 'Skip' }).click();
    await expect(welcome).toHaveCount(0);
    await page.clock.runFor(994);
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.runFor(6);
    await expect(tutorial(page)).toBeVisible();
    await expect(dialog(page)).toHaveCount(1);
    expect(await storageItem(page, 'hasSeenWelcome')).toBe('true');
    expect(await storageItem(page, tutorialKey(user.id))).toBeNull();
  });

  test('is per user: another account on the same browser gets its own tutorial', async ({ page }) => {
    await skipWelcome(page);
    const first = await signUp(page, 'Anna First');
    await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), tutorialKey(first.id));
    await pauseClock(page);
    await openDashboard(page, first.name);
    await page.clock.runFor(2000);
    await expect(dialog(page)).toHaveCount(0);

    await page.request.post('/api/logout');
    const second = await signUp(page, 'Simeon Second');
    await page.reload();
    await advanceUntilVisible(page, page.getByRole('banner').getByRole('button', { name: second.name }));
    await page.clock.runFor(1000);
    await expect(tutorial(page)).toBeVisible();
  });
});

test.describe('the profile page', () => {
  test('restarts the tutorial and replays the welcome animation; neither opens anything else', async ({
    page,
  }, testInfo) => {
    await skipWelcome(page);
    const user = await signUp(page, 'Priscilla Profile');
    await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), tutorialKey(user.id));
    await pauseClock(page);
    await openDashboard(page, user.name, '/profile');
    const main = page.getByRole('main');
    const restart = main.getByRole('button', { name: 'Start/Restart Tutorial' });
    const replay = main.getByRole('button', { name: 'View Welcome Animation' });
    await advanceUntilVisible(page, restart);
    await expect(replay).toBeVisible();
    await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await page.clock.runFor(2000);
    await expect(dialog(page)).toHaveCount(0);

    await test.step('Start/Restart Tutorial opens it at step 1 even after completion', async () => {
      await restart.focus();
      await page.keyboard.press('Enter');
      await expect(tutorial(page)).toBeVisible();
      await expect(dialog(page)).toHaveAccessibleName(STEPS[0] ?? '');
      await dialog(page).getByRole('button', { name: 'Next' }).click();
      await dialog(page).getByRole('button', { name: 'Back' }).click();
      await expect(dialog(page)).toHaveAccessibleName(STEPS[0] ?? '');
      await expect(dialog(page).getByRole('button', { name: 'Next' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(restart).toBeFocused();
      // Skipping a restarted tutorial keeps the earlier completion.
      expect(await storageItem(page, tutorialKey(user.id))).toBe('true');
    });

    await test.step('View Welcome Animation plays the whole animation again', async () => {
      await replay.click();
      const welcome = page.getByTestId('welcome-animation');
      await advanceUntilVisible(page, welcome);
      await expect(welcome.getByRole('heading', { level: 2 })).toHaveText('Welcome to Lampstand');
      await page.clock.runFor(13_990);
      await expect(welcome).toBeVisible();
      await page.clock.runFor(20);
      await expect(welcome).toHaveCount(0);
      await page.clock.runFor(3000);
      await expect(dialog(page)).toHaveCount(0);
    });

    await page.clock.resume();
    await expectAccessible(page, '/profile (read view)');
    await screenshots(page, testInfo, 'profile-first-run-buttons');
  });
});
