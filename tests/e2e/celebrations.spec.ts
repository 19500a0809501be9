import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';

const timeZone = 'America/Phoenix';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

async function post(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox({ timeout: 5000 });
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// Issue 9, point 15: one chapter showed three celebration cards over the picker, one of them about a
// prayer total the log had not changed, and each badge level added a notification of its own.
for (const width of [1280, 390, 360]) {
  test(`at ${width} px one chapter that reaches a milestone brings one celebration, about reading, clear of the picker and Log Reading; the badge notification is one entry, updated`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 740 });
    await post(page, '/api/users', {
      name: 'Miriam Milestone',
      email: uniqueEmail('milestone'),
      password: 'milestone-password-1',
      timeZone,
    });
    // 13 chapters (reading badge ×1) and 60 minutes (a prayer total on a multiple of 60) this week.
    const chapters = Array.from({ length: 13 }, (_, i) => ({ book: 'Isaiah', chapter: i + 1 }));
    await post(page, '/api/readings/batch', { readDate: today(), chapters });
    await post(page, '/api/prayers', { prayerDate: today(), minutes: 60 });

    await page.goto('/');
    const main = page.getByRole('main');
    await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    await main.getByLabel('Genesis 1', { exact: true }).click();
    const logButton = main.getByRole('button', { name: 'Log Reading' });
    await logButton.click();
    await expect(page.getByText("You've recorded 1 chapter", { exact: true })).toBeVisible();

    const cards = page.getByTestId('celebration');
    await expect(page.getByText('Milestone reached!', { exact: true })).toBeVisible();
    // About what this log changed: chapters, never the prayer total that merely sits on a multiple of 60.
    await expect(page.getByText('You have reached 14 chapters.', { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards).not.toContainText('prayer');

    const card = await box(cards);
    for (const [what, control] of [
      ['Log Reading', logButton],
      ['the chapter picker', main.getByRole('region', { name: 'Select Chapters Read' })],
      ['the toast', page.locator('li.toast', { hasText: 'Reading logged successfully' })],
    ] as const) {
      expect(overlaps(card, await box(control)), `the celebration covers ${what}`).toBe(false);
    }
    const viewport = page.viewportSize();
    expect(card.y, 'the celebration is on screen').toBeGreaterThanOrEqual(0);
    expect(card.y + card.height).toBeLessThanOrEqual(viewport?.height ?? 0);
    const shot = testInfo.outputPath(`celebration-${width}.png`);
    await page.screenshot({ path: shot, animations: 'disabled' });
    await testInfo.attach(`celebration-${width}`, { path: shot, contentType: 'image/png' });
    if (width !== 390) await expectAccessible(page, `/ (celebration, ${width} px)`);
    // It lasts 3 s, and nothing follows it.
    await expect(cards).toHaveCount(0, { timeout: 5000 });

    // The reading badge went from ×1 to ×2: one entry, updated and unread again, not a second one.
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const readingBadges = panel.getByRole('listitem').filter({ hasText: 'Weekly reading badge' });
    await expect(readingBadges).toHaveCount(1);
    await expect(readingBadges).toContainText('Weekly reading badge ×2: 14 chapters in the last 7 days');
    await expect(panel.getByRole('listitem')).toHaveCount(2);
  });
}
