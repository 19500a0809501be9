import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';

/** What has the keyboard focus: its accessible label (or text) and its role. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '',
    };
  });

// Issue 9, point 17: every chapter used to be a tab stop (64 presses from the top to Log Reading).
for (const width of [1280, 390, 360]) {
  test(`at ${width} px a keyboard user picks a chapter with arrows and Space and reaches Log Reading in at most 16 Tab presses`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 740 });
    const res = await page.request.post('/api/users', {
      data: { name: 'Keren Keys', email: uniqueEmail('keys'), password: 'keyboard-password-1' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome, Keren Keys' })).toBeVisible();
    await expect(main.getByLabel('Genesis 50', { exact: true })).toBeVisible();

    // From the top of the page, as a keyboard user arrives.
    let presses = 0;
    let picked = false;
    for (; presses < 100; ) {
      await page.keyboard.press('Tab');
      presses += 1;
      const now = await focused(page);
      if (!picked && /^Genesis \d+$/.test(now.label)) {
        // Soft: the count below is the point; these say what went wrong on the way.
        expect.soft(now).toEqual({ label: 'Genesis 1', role: 'gridcell' });
        // Arrows move within the grid; Space picks the chapter.
        await page.keyboard.press('ArrowRight');
        expect.soft(await focused(page)).toEqual({ label: 'Genesis 2', role: 'gridcell' });
        await page.keyboard.press('Space');
        await expect
          .soft(main.getByRole('gridcell', { name: 'Genesis 2', exact: true }))
          .toHaveAttribute('aria-selected', 'true', { timeout: 2000 });
        picked = true;
        // The picked chapter with the keyboard focus on it.
        const shot = testInfo.outputPath(`chapter-grid-keyboard-${width}.png`);
        await main.getByRole('region', { name: 'Select Chapters Read' }).screenshot({ path: shot });
        await testInfo.attach(`chapter-grid-keyboard-${width}`, { path: shot, contentType: 'image/png' });
      }
      if (now.label === 'Log Reading') break;
    }
    expect(picked, 'a chapter was picked on the way').toBe(true);
    // 16 since the header holds the language switch (issue 15): one more stop before the page.
    expect(presses, 'Tab presses from the top of the dashboard to Log Reading').toBeLessThanOrEqual(16);
    await expect(main.getByRole('list', { name: 'Selected Chapters (1)' })).toHaveText('Genesis 2');
    if (width !== 390) await expectAccessible(page, `/ (chapter grid by keyboard, ${width} px)`);

    await page.keyboard.press('Enter');
    await expect(page.getByText("You've recorded 1 chapter", { exact: true })).toBeVisible();
    await expect(main.getByRole('list').filter({ hasText: 'Read Genesis 2' })).toBeVisible();
  });
}
