import { addDays, yearOf } from '@shared/dates';
import pg from 'pg';
import type { Figure } from '../lib/report';
import { type BenchDatabase, snapshotOf } from './database';
import type { Calendar } from './endpoints';
import { seedGoal } from './goal';
import { BUSY_CHURCH, SCALE } from './params';
import { seedPlans } from './plans';
import { computeRollups, verifyRollups } from './rollups';
import { growHistory, seedPeople, todayUtc } from './seed';
import { type Cast, signInCast } from './sessions';

export const count = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);

/** A seeding session, closed after `run`: bulk statements get the memory to sort and hash in one pass. */
async function seeding<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Grows the history to `to` readings, recomputes the rollups from it, checks them, VACUUM ANALYZE. */
async function stage(client: pg.Client, today: string, from: number, to: number): Promise<Figure> {
  const started = performance.now();
  await growHistory(client, today, from, to);
  await computeRollups(client);
  await verifyRollups(client);
  await seedPlans(client, today);
  await seedGoal(client, today);
  await client.query('vacuum (analyze)');
  const { rows } = await client.query<{ size: string }>(
    'select pg_size_pretty(pg_database_size(current_database())) as size',
  );
  const took = (performance.now() - started) / 1000;
  console.log(`  ${count(to)} readings seeded in ${took.toFixed(0)} s (database ${rows[0]?.size})`);
  return {
    name: `seeding up to ${count(to)} readings (rows, rollups, VACUUM ANALYZE)`,
    value: took,
    unit: 's',
    note: `database size ${rows[0]?.size}`,
  };
}

export interface World {
  /** The copy taken at the small size, and the database grown from it to the large size. */
  small: BenchDatabase;
  large: BenchDatabase;
  cast: Cast;
  cal: Calendar;
  seeding: Figure[];
}

/**
 * Seeds `database` with the small history, signs in the cast (`writers` writers), copies the database
 * as it is, then grows `database` to the large history. The copy is handed to `made` at once, so that
 * the caller drops it whatever happens next.
 */
export async function buildWorld(
  database: BenchDatabase,
  writers: number,
  made: (copy: BenchDatabase) => void,
): Promise<World> {
  const first = await seeding(database.url, async (client) => {
    const today = await todayUtc(client);
    await seedPeople(client, today);
    const figure = await stage(client, today, 0, SCALE.smallReadings);
    const cast = await signInCast(client, writers);
    const { rows } = await client.query<{ start: string }>(
      `select to_char(period_start_date, 'YYYY-MM-DD') as start from churches where id = $1`,
      [BUSY_CHURCH],
    );
    return { today, figure, cast, periodStart: rows[0]?.start as string };
  });
  const { today, cast } = first;
  const small = await snapshotOf(database, 'small');
  made(small);
  const grown = await seeding(database.url, (client) =>
    stage(client, today, SCALE.smallReadings, SCALE.largeReadings),
  );
  const cal: Calendar = {
    today,
    weekStart: addDays(today, -6),
    periodStart: first.periodStart,
    yearStart: `${today.slice(0, 4)}-01-01`,
    // The year with most of the history's days in it.
    reportYear: yearOf(addDays(today, -182)),
  };
  return { small, large: database, cast, cal, seeding: [first.figure, grown] };
}
