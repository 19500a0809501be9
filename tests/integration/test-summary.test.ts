import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { summarize } from '../../scripts/test-summary.mjs';

const vitest = { numPassedTests: 10, numFailedTests: 0 };
/** A Playwright JSON report: one journey passed, one passed only on its retry (issue 36, point 2). */
const playwright = {
  stats: { expected: 1, unexpected: 0, flaky: 1, skipped: 0 },
  suites: [
    {
      title: 'streaks.spec.ts',
      specs: [{ title: 'a streak is kept', tests: [{ status: 'expected' }] }],
      suites: [
        {
          title: 'mending',
          specs: [{ title: 'a backdated reading mends a streak', tests: [{ status: 'flaky' }] }],
        },
      ],
    },
  ],
};

describe('npm test summary', () => {
  it('counts a test that passed only on its retry as failed, names it and exits non-zero', () => {
    const { errors, lines, exitCode } = summarize({ vitest, playwright });
    expect(lines.slice(-2)).toEqual(['flaky: 1', '11 passed, 1 failed']);
    expect(errors.join('\n')).toContain('streaks.spec.ts › mending › a backdated reading mends a streak');
    expect(exitCode).not.toBe(0);
  });

  it('says flaky: 0 and exits 0 when every test passed on its first try', () => {
    const clean = { ...playwright, stats: { ...playwright.stats, flaky: 0 }, suites: [] };
    expect(summarize({ vitest, playwright: clean })).toEqual({
      errors: [],
      lines: ['flaky: 0', '11 passed, 0 failed'],
      exitCode: 0,
    });
  });

  it('fails on a runner that did not finish, with flaky: 0 when nothing was retried', () => {
    const { errors, lines, exitCode } = summarize({ vitest, problems: ['playwright did not finish'] });
    expect(errors).toEqual(['npm test: playwright did not finish']);
    expect(lines).toEqual(['flaky: 0', '10 passed, 0 failed']);
    expect(exitCode).toBe(1);
  });
});
