// `npm run bench`: short, loopback-only measurements of the built server, each compared with a baseline
// or a budget measured in this same run. A later issue adds its benchmark to the list below.
import { bundleFigures } from './bundle';
import { healthBenchmark } from './health';
import { build } from './lib/build';
import { allWithinBudget, type Figure, printFigures } from './lib/report';
import { lighthouseBenchmark } from './lighthouse';
import { startupBenchmark } from './startup';

const benchmarks: Array<[string, () => Promise<Figure[]>]> = [
  ['start-up', startupBenchmark],
  ['/api/health throughput', healthBenchmark],
  ['client script sizes', async () => bundleFigures()],
  ['Lighthouse /home', lighthouseBenchmark],
];

build();
const figures: Figure[] = [];
for (const [name, run] of benchmarks) {
  console.log(`Running the ${name} benchmark...`);
  figures.push(...(await run()));
}
printFigures(figures);
console.log(
  allWithinBudget(figures) ? '\nAll figures are within their budgets.' : '\nSome figures are over budget.',
);
