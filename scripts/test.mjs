// `npm test`: a production build, the unit and integration tests (Vitest), then the browser journeys
// (Playwright). Both runners always run, so one failing does not hide the other's results; the closing
// lines total both from their JSON reports (scripts/test-summary.mjs) so that CI logs end with one plain
// summary: `flaky: N`, then `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summarize } from './test-summary.mjs';

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

// Built first, once: the browser journeys run the build, and so do the tests that start `npm start`
// (tests/integration/support/process-group.ts builds only when the build is older than src/).
const built = run('npm run build', 'npm', ['run', 'build']);
if (!built) problems.push('the build failed, so the browser tests did not run');

const vitestOk = run('vitest run', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (!vitestOk && !vitest) problems.push('vitest did not finish');
else if (!vitestOk && vitest.numFailedTests + vitest.numFailedTestSuites > 0)
  problems.push('vitest reported failures');
// Every test passed and Vitest still failed: an error thrown outside any test (printed above under
// "Unhandled Errors", with the file it came from). It counts, as Vitest says it may hide false passes.
else if (!vitestOk) problems.push('vitest caught errors outside the tests (see "Unhandled Errors" above)');

let playwright;
if (built) {
  const playwrightOk = run('playwright test', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
  });
  playwright = readJson(playwrightReport);
  if (!playwrightOk)
    problems.push(playwright?.stats ? 'playwright reported failures' : 'playwright did not finish');
}

rmSync(reports, { recursive: true, force: true });
const { errors, lines, exitCode } = summarize({ vitest, playwright, problems });
for (const error of errors) console.error(error);
for (const line of lines) console.log(line);
process.exit(exitCode);
