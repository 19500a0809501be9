import { builtServer } from './lib/build';
import { freshDataDir, rssMb, startNode } from './lib/process';
import type { Figure } from './lib/report';

const PORT = 4350;

/**
 * What `npm start` does after the build: `node dist/server/main.js` with the embedded database. Timed from
 * spawning the process to the first successful /api/health, first on a fresh data folder (creates and
 * migrates the database), then again on the folder the first start left.
 */
export async function startupBenchmark(): Promise<Figure[]> {
  const data = freshDataDir('startup');
  try {
    const env = { DATA_DIR: data.dir, NODE_ENV: 'production' };
    const first = await startNode([builtServer], PORT, env);
    const firstRss = rssMb(first.child.pid ?? 0);
    await first.stop();
    const again = await startNode([builtServer], PORT, env);
    const againRss = rssMb(again.child.pid ?? 0);
    await again.stop();
    return [
      {
        name: 'cold start, fresh data folder (to first /api/health)',
        value: first.readyMs,
        unit: 'ms',
        budget: { atMost: 2000 },
      },
      { name: 'RSS at that first answer', value: firstRss, unit: 'MB', budget: { atMost: 400 } },
      {
        name: 'start on an existing data folder',
        value: again.readyMs,
        unit: 'ms',
        budget: { atMost: 2000 },
      },
      { name: 'RSS at that first answer', value: againRss, unit: 'MB', budget: { atMost: 400 } },
    ];
  } finally {
    data.remove();
  }
}
