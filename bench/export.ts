import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { builtServer } from './lib/build';
import { freshDataDir, type Started, startNode } from './lib/process';
import type { Figure } from './lib/report';

const PORT = 4362;
const READINGS = 80_000;
const PRAYERS = 20_000;
/** The goal of issue 15: the server's memory grows by less than this while it streams an export. */
const GROWTH_BUDGET_MB = 50;

const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const kb = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  )?.[1];
  if (!kb) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb);
};

/**
 * The person's 100,000 entries, written straight into the embedded database while no server holds it:
 * one statement per table (generate_series), as bench/scale seeds. Rollups are left alone: the export
 * reads only the entries.
 */
async function seed(dataDir: string, userId: number) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.db.execute(sql`
      insert into readings (user_id, book, chapter, read_date, created_at)
      select ${userId}, 1 + n % 66, 1, date '2020-01-01' + n / 40, timestamptz '2020-01-01' + n * interval '37 minutes'
      from generate_series(1, ${READINGS}) as n`);
    await database.db.execute(sql`
      insert into prayers (user_id, minutes, notes, prayer_date, created_at)
      select ${userId}, 1 + n % 60, 'Prayed for the family and the church, entry ' || n,
             date '2020-01-01' + n / 10, timestamptz '2020-01-01' + n * interval '131 minutes'
      from generate_series(1, ${PRAYERS}) as n`);
  } finally {
    await database.close();
  }
}

/** A new account on the server, signed in. */
async function register(url: string, email: string) {
  const registered = await fetch(`${url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Exporter', email, password: 'export-password-1' }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  return (await registered.json()) as { token: string; user: { id: number } };
}

/** Downloads one export, sampling the server's resident memory every 10 ms while the body streams. */
async function timedExport(server: Started, token: string, format: 'json' | 'csv') {
  const pid = server.child.pid ?? 0;
  const before = statusKb(pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, statusKb(pid, 'VmRSS'));
  }, 10);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/me/export?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok || !res.body) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  const reader = res.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, statusKb(pid, 'VmRSS'));
  return { ms, bytes, growthMb: (peak - before) / 1024 };
}

/** One download's time (with its size) and the server's RSS growth during it, held to the budget. */
const figuresOf = (name: string, run: Awaited<ReturnType<typeof timedExport>>): Figure[] => [
  { name, value: run.ms, unit: 'ms', note: `${(run.bytes / 1e6).toFixed(1)} MB` },
  {
    name: 'server RSS growth during it',
    value: run.growthMb,
    unit: 'MB',
    digits: 1,
    budget: { atMost: GROWTH_BUDGET_MB },
  },
];

/**
 * `GET /api/me/export` of a person with 100,000 entries (80,000 readings, 20,000 prayers with notes), from
 * the built server on the embedded database: the time of each format and the growth of the server's
 * resident memory during it (sampled every 10 ms, against the RSS just before), which must stay under
 * 50 MB: the export streams in batches and never holds the history (decision 032). A newcomer's empty
 * exports come first and are reported apart: the process's first use of the code (docs/performance.md).
 */
export async function exportBenchmark(): Promise<Figure[]> {
  const data = freshDataDir('export');
  const env = { DATA_DIR: data.dir, NODE_ENV: 'production' };
  try {
    let server = await startNode([builtServer], PORT, env);
    const { token, user } = await register(server.url, 'exporter@example.test');
    await server.stop();
    const seeding = performance.now();
    await seed(data.dir, user.id);
    const seedMs = performance.now() - seeding;
    server = await startNode([builtServer], PORT, env);
    try {
      // A newcomer's (empty) export of each format first: the server's first use of the export code
      // loads and compiles it, a one-time cost of the process, not of the 100,000 entries.
      const newcomer = await register(server.url, 'newcomer@example.test');
      const firstUse = [
        await timedExport(server, newcomer.token, 'json'),
        await timedExport(server, newcomer.token, 'csv'),
      ];
      const json = await timedExport(server, token, 'json');
      // Again, warm: the first export also grows the embedded database's page cache by the tables it reads
      // and lets V8 enlarge its young generation under the allocation rate; neither is the export's data.
      const again = await timedExport(server, token, 'json');
      const csv = await timedExport(server, token, 'csv');
      const hwmMb = statusKb(server.child.pid ?? 0, 'VmHWM') / 1024;
      return [
        { name: 'seed 100,000 entries (SQL, embedded)', value: seedMs, unit: 'ms' },
        {
          name: "server RSS growth, a newcomer's empty exports (first use of the code)",
          value: firstUse.reduce((sum, run) => sum + run.growthMb, 0),
          unit: 'MB',
          digits: 1,
        },
        ...figuresOf('export JSON, 100,000 entries (first, its rows not yet read)', json),
        ...figuresOf('export JSON again (warm)', again),
        ...figuresOf('export CSV (zip), 100,000 entries', csv),
        { name: 'server peak RSS (VmHWM) over the run', value: hwmMb, unit: 'MB' },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    data.remove();
  }
}
