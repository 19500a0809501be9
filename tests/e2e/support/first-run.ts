import type { Locator, Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures';

const START = new Date('2026-05-04T09:00:00');
const STEP_MS = 5;

/**
 * Fake timers, paused before the page loads (Playwright replays clock calls in every new document), so
 * that time moves only with page.clock.runFor.
 */
export async function pauseClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
}

/**
 * With time paused the app still needs its zero-delay timers (query notifications, React) to run, so
 * time moves in 5 ms steps until `target` shows. The overlay's own timers then started within the last
 * step: timing checks below hold to 5 ms. The short real wait lets React's effects (which start the
 * timers) run before time moves again.
 */
export async function advanceUntilVisible(page: Page, target: Locator) {
  for (let i = 0; i < 4000; i++) {
    if (await target.isVisible()) {
      await page.waitForTimeout(100);
      return;
    }
    await page.clock.runFor(STEP_MS);
  }
  throw new Error(`${target} did not show`);
}

export async function skipWelcome(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcome', 'true'));
}

/** Registers a user through the API in this page's context, so the page is signed in. */
export async function signUp(page: Page, name = 'Lydia Newcomer') {
  const res = await page.request.post('/api/users', {
    data: { name, email: uniqueEmail('newcomer'), password: 'newcomer-password-1' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { user } = (await res.json()) as { user: { id: number; name: string } };
  return user;
}

export const storageItem = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

export const tutorialKey = (userId: number) => `onboardingCompleted:${userId}`;
