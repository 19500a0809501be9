// `npm test`: the unit and integration tests (Vitest), then a production build and the browser journeys
// (Playwright). Both runners always run, so one failing does not hide the other's results; the closing
// line totals both from their JSON reports so that CI logs end with one plain summary.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(path.join(os.tmpdir(), 'lampstand-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

function run(label, command, args, env = {}) {
  console.log(`\n> ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.error(`${label}: ${result.error.message}`);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const problems = [];
let passed = 0;
let failed = 0;

const vitestOk = run('vitest run', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
if (!vitestOk && !vitest) problems.push('vitest did not finish');
else if (!vitestOk && vitest.numFailedTests + vitest.numFailedTestSuites > 0)
  problems.push('vitest reported failures');
// Every test passed and Vitest still failed: an error thrown outside any test (printed above under
// "Unhandled Errors", with the file it came from). It counts, as Vitest says it may hide false passes.
else if (!vitestOk) problems.push('vitest caught errors outside the tests (see "Unhandled Errors" above)');

const built = run('npm run build', 'npm', ['run', 'build']);
if (!built) problems.push('the build failed, so the browser tests did not run');
if (built) {
  const playwrightOk = run('playwright test', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
  });
  const stats = readJson(playwrightReport)?.stats;
  if (stats) {
    // "flaky" tests failed once and passed on retry: they passed, but the retry is reported above.
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  if (!playwrightOk) problems.push(stats ? 'playwright reported failures' : 'playwright did not finish');
}

rmSync(reports, { recursive: true, force: true });
for (const problem of problems) console.error(`npm test: ${problem}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(problems.length === 0 && failed === 0 ? 0 : 1);
