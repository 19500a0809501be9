// The closing lines of `npm test` (scripts/test.mjs), from the two runners' JSON reports: kept apart from
// the runs so that a test can feed it reports and read what a person would see.
//
// A test that passes only on its retry is a failing test (issue 36): Playwright keeps its CI retry so
// that the report names the flaky one, and the summary counts it as failed. Vitest has no retry
// configured, and its JSON report does not record retries, so none is counted there.

/** Names (file › describe › title) of Playwright tests that failed and then passed on a retry. */
export function flakyTests(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((test) => test.status === 'flaky'))
        names.push([...titles, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return names;
}

/**
 * Totals of Vitest's report (`vitest`) and Playwright's (`playwright`), either missing when its runner
 * did not finish; `problems` are the runs' own complaints (a runner that did not finish, a failed build).
 * @returns {{ errors: string[], lines: string[], exitCode: number }} errors for stderr, lines for stdout.
 */
export function summarize({ vitest, playwright, problems = [] }) {
  let passed = 0;
  let failed = 0;
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
  }
  const stats = playwright?.stats;
  const flaky = stats?.flaky ?? 0;
  if (stats) {
    passed += stats.expected;
    failed += stats.unexpected + flaky;
  }
  const errors = [
    ...flakyTests(playwright).map((name) => `npm test: flaky (failed, then passed on retry): ${name}`),
    ...problems.map((problem) => `npm test: ${problem}`),
  ];
  if (flaky > 0) errors.push(`npm test: ${flaky} flaky test(s): a test that passes only on its retry fails`);
  return {
    errors,
    lines: [`flaky: ${flaky}`, `${passed} passed, ${failed} failed`],
    exitCode: errors.length === 0 && failed === 0 ? 0 : 1,
  };
}
