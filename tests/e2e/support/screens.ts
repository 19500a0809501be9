import { expect, type Page, type TestInfo } from '@playwright/test';

export const WIDTHS = [360, 1280] as const;

/** SCREENSHOTS=1 keeps the screenshots, for a person to look at; a test run only checks the widths. */
const keep = Boolean(process.env.SCREENSHOTS);

/**
 * Checks that nothing makes the page scroll sideways at each width and, with SCREENSHOTS=1, saves a
 * screenshot there as a test artefact (test-results/…/<name>-<width>.png, attached to the report).
 * Nothing compares the pictures: taken on every run they cost CI minutes for no check.
 */
export async function screenshots(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${name} scrolls sideways at ${width} px`,
      })
      .toBeLessThanOrEqual(width);
    if (!keep) continue;
    // A full-page shot of a scrolled page would paint the sticky header half-way down.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage, animations: 'disabled' });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}
