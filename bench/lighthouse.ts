import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { builtServer, root } from './lib/build';
import { freshDataDir, startNode } from './lib/process';
import type { Figure } from './lib/report';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4370);
/**
 * Runs per page. Lighthouse's variability guide: the median of five runs roughly halves the spread of
 * one; with three, one slow moment of this shared host decided the figure.
 */
export const RUNS = 5;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking';

interface LighthouseResult {
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

export const chromePath = () => {
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chrome))
    throw new Error(`no browser at ${chrome}: apt-get install -y chromium, or set CHROME_PATH to a Chromium`);
  return chrome;
};

/** One Lighthouse run with its default mobile settings (emulated phone, simulated slow 4G and CPU). */
function lighthouse(url: string, outputDir: string, run: number): LighthouseResult {
  const output = path.join(outputDir, `lighthouse-${run}.json`);
  rmSync(output, { force: true });
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--only-categories=performance,accessibility',
      '--form-factor=mobile',
      `--chrome-flags=${CHROME_FLAGS}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromePath() },
      stdio: ['ignore', 'ignore', 'inherit'],
      timeout: 180_000,
    },
  );
  // A pass with a runtime error exits 1 but still writes its report, which says what went wrong.
  const report = existsSync(output)
    ? (JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult)
    : undefined;
  if (result.status !== 0 && !report?.runtimeError)
    throw new Error(`lighthouse exited with ${result.status ?? result.signal}`);
  if (!report) throw new Error(`lighthouse wrote no report to ${output}`);
  return report;
}

/**
 * `count` Lighthouse passes in turn. A pass whose trace Lighthouse could not read (a `runtimeError` such
 * as NO_NAVSTART, whose message says to run it again) is run again, at most twice; how many were is
 * returned so that the figure's note can say it.
 */
export async function lighthousePasses<R extends { runtimeError?: { message: string } }>(
  count: number,
  pass: (run: number) => R | Promise<R>,
): Promise<{ reports: R[]; rerun: number }> {
  const reports: R[] = [];
  let rerun = 0;
  for (let run = 0; run < count; run++) {
    let report = await pass(run);
    for (let again = 0; report.runtimeError && again < 2; again++, rerun++) report = await pass(run);
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
    reports.push(report);
  }
  return { reports, rerun };
}

/** The note's words for passes run again (nothing when none was). */
export const rerunNote = (rerun: number) =>
  rerun ? `${rerun} pass(es) run again after a trace error` : undefined;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** What both Lighthouse figures read of a report (the CLI's JSON and the Node API's result alike). */
interface ScoredReport {
  categories: Partial<Record<'performance' | 'accessibility', { score: number | null }>>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
}

/** The median performance and accessibility scores of a page's runs, with the median metrics (and the asides given) as a note. */
export function figuresOf(
  page: string,
  reports: ScoredReport[],
  asides: (string | undefined)[] = [],
): Figure[] {
  const scoreOf = (r: ScoredReport, category: 'performance' | 'accessibility') =>
    Math.round((r.categories[category]?.score ?? 0) * 100);
  const score = (category: 'performance' | 'accessibility') =>
    median(reports.map((r) => scoreOf(r, category)));
  const metric = (audit: string) => median(reports.map((r) => r.audits[audit]?.numericValue ?? 0));
  const metrics = [
    `FCP ${Math.round(metric('first-contentful-paint'))} ms`,
    `LCP ${Math.round(metric('largest-contentful-paint'))} ms`,
    `TBT ${Math.round(metric('total-blocking-time'))} ms`,
    `CLS ${metric('cumulative-layout-shift').toFixed(3)}`,
    `Speed Index ${Math.round(metric('speed-index'))} ms`,
    // Lighthouse's measure of the host's speed: its simulated phone multiplies the host's task times, so
    // figures of hosts with different indexes do not compare.
    `host benchmarkIndex ${Math.round(median(reports.map((r) => r.environment?.benchmarkIndex ?? 0)))}`,
  ];
  const runs = reports.map((r) => scoreOf(r, 'performance')).join(', ');
  return [
    {
      name: `Lighthouse mobile performance, ${page} (median of ${reports.length})`,
      value: score('performance'),
      unit: '',
      budget: { atLeast: 95 },
      note: [`${metrics.join(', ')}; runs: ${runs}`, ...asides].filter(Boolean).join('; '),
    },
    {
      name: `Lighthouse accessibility, ${page} (median of ${reports.length})`,
      value: score('accessibility'),
      unit: '',
      budget: { atLeast: 100 },
    },
  ];
}

/**
 * Lighthouse on /home as a first-time visitor sees it (a fresh browser profile, so the welcome overlay
 * shows), served by the built server exactly as `npm start` runs it. Median of five runs.
 */
export async function lighthouseBenchmark(): Promise<Figure[]> {
  const data = freshDataDir('lighthouse');
  const server = await startNode([builtServer], PORT, { DATA_DIR: data.dir, NODE_ENV: 'production' });
  try {
    const { reports, rerun } = await lighthousePasses(RUNS, (run) =>
      lighthouse(`${server.url}/home`, data.dir, run),
    );
    return figuresOf('/home', reports, [rerunNote(rerun)]);
  } finally {
    await server.stop();
    data.remove();
  }
}
