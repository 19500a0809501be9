import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { POSTGRES_URL } from './params';

export interface BenchDatabase {
  name: string;
  url: string;
  /** Drops the database (the server and every client of it must be closed first). */
  drop(): Promise<void>;
}

const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

const PREFIX = 'lampstand_bench_';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Databases of runs that were killed before their clean-up (named after a process that is gone). */
async function dropLeftovers(client: pg.Client) {
  const { rows } = await client.query<{ name: string }>(
    `select datname as name from pg_database where starts_with(datname, $1)`,
    [PREFIX],
  );
  for (const { name } of rows) {
    const pid = Number(name.slice(PREFIX.length).split('_')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isRunning(pid)) {
      console.log(`  dropping ${name}, left by an interrupted run`);
      await client.query(`drop database if exists ${name} with (force)`);
    }
  }
}

const handle = (name: string): BenchDatabase => ({
  name,
  url: `${POSTGRES_URL}/${name}`,
  drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
});

/**
 * A fresh database for this run, migrated with the real migrations by the server's own openDatabase, so
 * the benchmark measures the schema and indexes that production gets.
 */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const created = handle(`${PREFIX}${process.pid}_${Date.now()}`);
  await admin(async (client) => {
    await dropLeftovers(client);
    await client.query(`create database ${created.name}`);
  });
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 1 });
  await database.close();
  return created;
}

/**
 * A copy of a database as it is now (CREATE DATABASE ... TEMPLATE: the same pages, statistics and
 * visibility map), taken while nothing is connected to it.
 */
export async function snapshotOf(source: BenchDatabase, suffix: string): Promise<BenchDatabase> {
  const copy = handle(`${source.name}_${suffix}`);
  await admin((client) => client.query(`create database ${copy.name} template ${source.name}`));
  return copy;
}
