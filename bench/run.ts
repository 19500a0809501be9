// `npm run bench [-- name...]`: short, loopback-only measurements of the built server, each compared with a
// baseline or a budget measured in this same run. Names select a subset, e.g. `npm run bench -- scale`.
import { bundleFigures } from './bundle';
import { cardBenchmark } from './card';
import { exportBenchmark } from './export';
import { healthBenchmark } from './health';
import { build } from './lib/build';
import { allWithinBudget, type Figure, printFigures } from './lib/report';
import { lighthouseBenchmark } from './lighthouse';
import { dashboardLighthouseBenchmark } from './lighthouse-dashboard';
import { publicPageBenchmark } from './public-page';
import { remindersBenchmark } from './reminders';
import { scaleBenchmark } from './scale';
import { startupBenchmark } from './startup';

const benchmarks: Array<[name: string, title: string, run: () => Promise<Figure[]>]> = [
  ['startup', 'start-up', startupBenchmark],
  ['health', '/api/health throughput', healthBenchmark],
  ['public', 'public challenge page under 200 visitors', publicPageBenchmark],
  ['card', 'year card images drawn on the server', cardBenchmark],
  ['bundle', 'client script sizes', async () => bundleFigures()],
  [
    'lighthouse',
    'Lighthouse /home and a signed-in dashboard',
    async () => [...(await lighthouseBenchmark()), ...(await dashboardLighthouseBenchmark())],
  ],
  ['scale', 'statistics at scale and writes (PostgreSQL)', scaleBenchmark],
  ['reminders', 'daily reminders through the job queue to an SMTP sink (PostgreSQL)', remindersBenchmark],
  ['export', 'export of a person with 100,000 entries (embedded database)', exportBenchmark],
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benchmarks.some(([known]) => known === name));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; choose among ${benchmarks.map(([n]) => n).join(', ')}.`,
  );
  process.exit(2);
}

const started = performance.now();
build();
const figures: Figure[] = [];
for (const [name, title, run] of benchmarks) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`Running the ${title} benchmark...`);
  figures.push(...(await run()));
}
printFigures(figures);
console.log(`\nMeasured in ${((performance.now() - started) / 60_000).toFixed(1)} minutes.`);
const ok = allWithinBudget(figures);
console.log(ok ? 'All figures are within their budgets.' : 'Some figures are over budget.');
process.exit(ok ? 0 : 1);
