import pg from 'pg';
import { builtServer } from './lib/build';
import { type Started, startNode } from './lib/process';
import type { Figure } from './lib/report';
import { trustedProxyEnv } from './lib/sampled-load';
import { type BenchDatabase, createBenchDatabase } from './scale/database';
import { SCALE, SERVER_PORTS } from './scale/params';
import { measureReads, READ_METHOD, type ReadFigures } from './scale/reads';
import { buildWorld, count } from './scale/world';
import { measureWrites, WRITERS } from './scale/write-rounds';

const connect = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};

/** The built server on each database, as production runs it on PostgreSQL (behind one proxy hop). */
async function withServers<T>(databases: BenchDatabase[], run: (servers: Started[]) => Promise<T>) {
  const servers: Started[] = [];
  try {
    for (const [i, database] of databases.entries()) {
      const env = { DATABASE_URL: database.url, NODE_ENV: 'production', ...trustedProxyEnv };
      servers.push(await startNode([builtServer], SERVER_PORTS[i] as number, env));
    }
    return await run(servers);
  } finally {
    for (const server of servers) await server.stop();
  }
}

function readFigures(figures: ReadFigures[]): Figure[] {
  const [s, l] = [count(SCALE.smallReadings), count(SCALE.largeReadings)];
  const { CONNECTIONS, ROUNDS, ROUND_SECONDS } = READ_METHOD;
  return figures.flatMap(({ label, p95, naiveMedian, naiveRuns }) => [
    {
      name: `${label} p95, ${l} ÷ ${s}`,
      value: p95[1] / p95[0],
      unit: '',
      digits: 2,
      budget: { atMost: 1.5 },
      note: `p95 ${p95[0].toFixed(2)} ms at ${s} readings, ${p95[1].toFixed(2)} ms at ${l} (${CONNECTIONS} connections, best of ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s)`,
    },
    {
      name: `  naive SQL over the raw rows, median, ${l} ÷ ${s}`,
      value: naiveMedian[1] / naiveMedian[0],
      unit: '',
      digits: 1,
      note: `${naiveMedian[0].toFixed(2)} ms at ${s}, ${naiveMedian[1].toFixed(2)} ms at ${l} (${naiveRuns} runs each, one client, no HTTP)`,
    },
  ]);
}

/**
 * Issue 3's scale and write figures on PostgreSQL: a fresh database seeded with the small history and
 * copied as it is, then grown to the large history; the statistics measured on both sizes alternately,
 * then the writes on the large one; both databases dropped at the end. See docs/performance.md.
 */
export async function scaleBenchmark(): Promise<Figure[]> {
  const made = [await createBenchDatabase()];
  try {
    const world = await buildWorld(made[0] as BenchDatabase, WRITERS, (copy) => made.push(copy));
    console.log(
      `  measuring the statistics at ${count(SCALE.smallReadings)} and ${count(SCALE.largeReadings)}...`,
    );
    return await withServers([world.small, world.large], async ([small, large]) => {
      const clients = [await connect(world.small.url), await connect(world.large.url)];
      try {
        const reads = await measureReads(
          { url: (small as Started).url, client: clients[0] as pg.Client },
          { url: (large as Started).url, client: clients[1] as pg.Client },
          world.cast.busyMembers,
          world.cal,
        );
        console.log(`  measuring the writes at ${count(SCALE.largeReadings)} readings...`);
        const writes = await measureWrites((large as Started).url, world.large.url, world.cast);
        return [...readFigures(reads), ...writes, ...world.seeding];
      } finally {
        for (const client of clients) await client.end();
      }
    });
  } finally {
    for (const database of made) await database.drop();
  }
}
