import pg from 'pg';
import { addDays, yearOf } from '../src/shared/dates';
import { builtServer } from './lib/build';
import { type Started, startNode } from './lib/process';
import type { Figure } from './lib/report';
import { trustedProxyEnv } from './lib/sampled-load';
import { createBenchDatabase } from './scale/database';
import type { Calendar } from './scale/endpoints';
import { BUSY_CHURCH, SCALE, SERVER_PORT } from './scale/params';
import { measureReads, READ_METHOD, type ReadFigures } from './scale/reads';
import { computeRollups, verifyRollups } from './scale/rollups';
import { growHistory, seedPeople, todayUtc } from './scale/seed';
import { signInCast } from './scale/sessions';
import { measureWrites, WRITERS } from './scale/write-rounds';

const count = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
const seconds = (since: number) => (performance.now() - since) / 1000;

/** Grows the history to `to` readings, recomputes the rollups from it, checks them, VACUUM ANALYZE. */
async function stage(client: pg.Client, today: string, from: number, to: number): Promise<Figure> {
  const started = performance.now();
  await growHistory(client, today, from, to);
  await computeRollups(client);
  await verifyRollups(client);
  await client.query('vacuum (analyze)');
  const size = await client.query<{ size: string }>(
    'select pg_size_pretty(pg_database_size(current_database())) as size',
  );
  const took = seconds(started);
  console.log(`  ${count(to)} readings seeded in ${took.toFixed(0)} s (database ${size.rows[0]?.size})`);
  return {
    name: `seeding up to ${count(to)} readings (rows, rollups, VACUUM ANALYZE)`,
    value: took,
    unit: 's',
    note: `database size ${size.rows[0]?.size}`,
  };
}

async function withServer<T>(databaseUrl: string, run: (server: Started) => Promise<T>): Promise<T> {
  const server = await startNode([builtServer], SERVER_PORT, {
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    ...trustedProxyEnv,
  });
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

function readFigures(small: ReadFigures[], large: ReadFigures[]): Figure[] {
  const [s, l] = [count(SCALE.smallReadings), count(SCALE.largeReadings)];
  const { CONNECTIONS, ROUNDS, ROUND_SECONDS } = READ_METHOD;
  return small.flatMap((a, i) => {
    const b = large[i] as ReadFigures;
    return [
      {
        name: `${a.label} p95, ${l} ÷ ${s}`,
        value: b.p95 / a.p95,
        unit: '',
        digits: 2,
        budget: { atMost: 1.5 },
        note: `p95 ${a.p95.toFixed(2)} ms at ${s} readings, ${b.p95.toFixed(2)} ms at ${l} (${CONNECTIONS} connections, best of ${ROUNDS} × ${ROUND_SECONDS} s)`,
      },
      {
        name: `  naive SQL over the raw rows, median, ${l} ÷ ${s}`,
        value: b.naiveMedian / a.naiveMedian,
        unit: '',
        digits: 1,
        note: `median ${a.naiveMedian.toFixed(2)} ms at ${s} (${a.naiveRuns} runs), ${b.naiveMedian.toFixed(2)} ms at ${l} (${b.naiveRuns} runs), one client, no HTTP`,
      },
    ];
  });
}

/**
 * Issue 3's scale and write figures on PostgreSQL, in one fresh database: seeded with the small history,
 * measured, grown to the large history, measured again; then the writes. See docs/performance.md.
 */
export async function scaleBenchmark(): Promise<Figure[]> {
  const database = await createBenchDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    const today = await todayUtc(client);
    await seedPeople(client, today);
    const seeding = [await stage(client, today, 0, SCALE.smallReadings)];
    const cast = await signInCast(client, WRITERS);
    const period = await client.query<{ start: string }>(
      `select to_char(period_start_date, 'YYYY-MM-DD') as start from churches where id = $1`,
      [BUSY_CHURCH],
    );
    const cal: Calendar = {
      weekStart: addDays(today, -6),
      periodStart: period.rows[0]?.start as string,
      yearStart: `${today.slice(0, 4)}-01-01`,
      // The year with most of the history's days in it.
      reportYear: yearOf(addDays(today, -182)),
    };
    console.log(`  measuring the statistics at ${count(SCALE.smallReadings)} readings...`);
    const small = await withServer(database.url, (s) =>
      measureReads(s.url, database.url, cast.busyMembers, cal),
    );
    seeding.push(await stage(client, today, SCALE.smallReadings, SCALE.largeReadings));
    console.log(`  measuring the statistics at ${count(SCALE.largeReadings)} readings, then the writes...`);
    const { large, writes } = await withServer(database.url, async (s) => ({
      large: await measureReads(s.url, database.url, cast.busyMembers, cal),
      writes: await measureWrites(s.url, database.url, cast),
    }));
    return [...readFigures(small, large), ...writes, ...seeding];
  } finally {
    await client.end();
    await database.drop();
  }
}
