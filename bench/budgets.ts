// `npm run budgets`: the client's budgets alone (script sizes, then Lighthouse on /home and on a signed-in
// person's dashboard), after a fresh build; `npm run bench` runs them too, with the server benchmarks.
import { bundleFigures } from './bundle';
import { build } from './lib/build';
import { allWithinBudget, printFigures } from './lib/report';
import { lighthouseBenchmark } from './lighthouse';
import { dashboardLighthouseBenchmark } from './lighthouse-dashboard';

build();
const figures = bundleFigures();
console.log('Running Lighthouse on /home (3 runs)...');
figures.push(...(await lighthouseBenchmark()));
console.log('Running Lighthouse on a signed-in dashboard (3 runs)...');
figures.push(...(await dashboardLighthouseBenchmark()));
printFigures(figures);
const ok = allWithinBudget(figures);
console.log(ok ? '\nAll figures are within their budgets.' : '\nSome figures are over budget.');
process.exit(ok ? 0 : 1);
