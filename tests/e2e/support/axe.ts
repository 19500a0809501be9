import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and expects no WCAG 2.2 AA violation. The check is soft: a journey
 * goes on after a finding, so one run reports every page's violations (the test still fails).
 */
export async function expectAccessible(page: Page, what = new URL(page.url()).pathname) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = results.violations.map((violation) => {
    const nodes = violation.nodes.map(
      (node) =>
        `    at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
    );
    return `${violation.id} [${violation.impact}] ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
  });
  expect.soft(report, `accessibility violations on ${what}:\n${report.join('\n')}`).toEqual([]);
}
