import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * The light pass runs every rule; the dark pass only those that read colours (every other rule sees the
 * same page in both), which keeps pages of a thousand cells (the Bible map) within their time.
 */
const SCHEMES = [
  { colorScheme: 'light', rules: undefined },
  { colorScheme: 'dark', rules: ['color-contrast', 'link-in-text-block'] },
] as const;

/** Colour transitions (hover and state changes) finished, so that axe reads the colours at rest. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
}

/**
 * Runs axe on the page as it is now, with the system set to light and then to dark (decision 026: the
 * app follows the system's setting unless the person chose otherwise), and expects no WCAG 2.2 AA
 * violation in either. The page is left in the scheme it had. The check is soft: a journey goes on after
 * a finding, so one run reports every page's violations (the test still fails).
 */
export async function expectAccessible(page: Page, what = new URL(page.url()).pathname) {
  const before = await page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches);
  for (const { colorScheme, rules } of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await settled(page);
    // In the page itself (legacy mode): the default runs each frame's part, then opens a new page to
    // merge the parts, carrying every rule's passes with it (20 s on the Bible map, 2 to 3 s like this).
    // Legacy mode skips cross-origin frames, and Lampstand has none of its own (PayPal's are PayPal's).
    // Only violations are asserted, so only violations are collected in full.
    const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
    const results = await (rules ? axe.withRules([...rules]) : axe.withTags(TAGS)).analyze();
    const report = results.violations.map((violation) => {
      const nodes = violation.nodes.map(
        (node) =>
          `    at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
      );
      return `${violation.id} [${violation.impact}] ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
    });
    expect
      .soft(report, `accessibility violations on ${what} (${colorScheme}):\n${report.join('\n')}`)
      .toEqual([]);
  }
  await page.emulateMedia({ colorScheme: before ? 'dark' : 'light' });
}
