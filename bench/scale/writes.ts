import { randomUUID } from 'node:crypto';
import { BIBLE_BOOKS } from '@shared/bible';
import pg from 'pg';
import { SHARDS } from '../../src/server/modules/tracking/context';
import { addressRotator, sampledLoad } from '../lib/sampled-load';
import type { Signed } from './sessions';

export const CHAPTERS_PER_WRITE = 5;

const canon = BIBLE_BOOKS.flatMap((b) =>
  Array.from({ length: b.chapters }, (_, i) => ({ name: b.name, book: b.number, chapter: i + 1 })),
);

/** CHAPTERS_PER_WRITE consecutive chapters from a random place in the canon (what one sitting logs). */
function sitting() {
  const start = Math.floor(Math.random() * canon.length);
  return Array.from(
    { length: CHAPTERS_PER_WRITE },
    (_, i) => canon[(start + i) % canon.length] as (typeof canon)[number],
  );
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * POST /api/readings/batch with CHAPTERS_PER_WRITE chapters, one connection per writer, each signed in as
 * its own user: answers per second over the run, all writers together.
 */
/**
 * Batches through the API, each writer on its own connection. `keyed`: each request carries a fresh
 * Idempotency-Key, as the offline queue sends every write (decision 025).
 */
export async function httpWrites(
  url: string,
  writers: Signed[],
  seconds: number,
  { keyed = false } = {},
): Promise<number> {
  const address = addressRotator();
  const readDate = todayUtc();
  const runs = await Promise.all(
    writers.map((writer) =>
      sampledLoad({
        url: `${url}/api/readings/batch`,
        method: 'POST',
        connections: 1,
        duration: seconds,
        request: () => ({
          headers: {
            authorization: `Bearer ${writer.token}`,
            'content-type': 'application/json',
            'x-forwarded-for': address(),
            ...(keyed ? { 'idempotency-key': randomUUID() } : {}),
          },
          body: JSON.stringify({
            readDate,
            chapters: sitting().map((c) => ({ book: c.name, chapter: c.chapter })),
          }),
        }),
      }),
    ),
  );
  const elapsed = runs.reduce((n, run) => n + run.seconds, 0) / runs.length;
  return runs.reduce((n, run) => n + run.total, 0) / elapsed;
}

const upsert = (table: string, keys: string, values: string[]) =>
  `insert into ${table} (${keys}, ${values.join(', ')}) values %s on conflict (${keys}) do update set ${values
    .map((v) => `${v} = ${table}.${v} + excluded.${v}`)
    .join(', ')}`;

const placeholders = (rows: number, columns: number, offset = 0) =>
  Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: columns }, (_, c) => `$${offset + r * columns + c + 1}`).join(', ')})`,
  ).join(', ');

/**
 * One write as the service does it without HTTP, Fastify, Zod or the service's reads: in a transaction,
 * insert the readings, then the same upserts of the rollups, one statement per table (the writer's day
 * and chapter counts, all time and the year, then the rows shared with other writers: the church's day, period and year in the writer's shard, the
 * global day and year in that shard, the chapter counts in ascending key order).
 */
async function bareWrite(client: pg.Client, writer: Signed, periodStart: string) {
  const day = todayUtc();
  const year = Number(day.slice(0, 4));
  const chapters = sitting().sort((a, b) => a.book - b.book || a.chapter - b.chapter);
  const shard = writer.userId % SHARDS;
  const n = chapters.length;
  await client.query('begin');
  try {
    await client.query(
      `insert into readings (user_id, church_id, book, chapter, read_date, created_at) values ${placeholders(n, 6)} returning id`,
      chapters.flatMap((c) => [writer.userId, writer.churchId, c.book, c.chapter, day, new Date()]),
    );
    await client.query(
      upsert('user_daily_totals', 'user_id, day', ['chapters', 'minutes']).replace('%s', '($1, $2, $3, 0)'),
      [writer.userId, day, n],
    );
    await client.query(
      upsert('user_chapter_counts', 'user_id, year, book, chapter', ['count']).replace(
        '%s',
        placeholders(2 * n, 5),
      ),
      [0, year].flatMap((y) => chapters.flatMap((c) => [writer.userId, y, c.book, c.chapter, 1])),
    );
    await client.query(
      upsert('church_daily_totals', 'church_id, day, shard', ['chapters', 'minutes']).replace(
        '%s',
        '($1, $2, $3, $4, 0)',
      ),
      [writer.churchId, day, shard, n],
    );
    await client.query(
      upsert('church_period_totals', 'church_id, period_start, shard', ['chapters', 'minutes']).replace(
        '%s',
        '($1, $2, $3, $4, 0)',
      ),
      [writer.churchId, periodStart, shard, n],
    );
    await client.query(
      upsert('church_yearly_totals', 'church_id, year, shard', ['chapters', 'minutes']).replace(
        '%s',
        '($1, $2, $3, $4, 0)',
      ),
      [writer.churchId, year, shard, n],
    );
    await client.query(
      upsert('global_daily_totals', 'day, shard', ['chapters', 'minutes']).replace('%s', '($1, $2, $3, 0)'),
      [day, shard, n],
    );
    await client.query(
      upsert('global_yearly_totals', 'year, shard', ['chapters', 'minutes']).replace('%s', '($1, $2, $3, 0)'),
      [year, shard, n],
    );
    await client.query(
      upsert('church_chapter_counts', 'church_id, period_start, book, chapter', ['count']).replace(
        '%s',
        placeholders(n, 5),
      ),
      chapters.flatMap((c) => [writer.churchId, periodStart, c.book, c.chapter, 1]),
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

/** The bare loop: one PostgreSQL client per writer, writing back to back; transactions per second. */
export async function bareWrites(databaseUrl: string, writers: Signed[], seconds: number): Promise<number> {
  const clients = writers.map(() => new pg.Client({ connectionString: databaseUrl }));
  await Promise.all(clients.map((c) => c.connect()));
  try {
    const periods = await clients[0]?.query<{ id: number; start: string }>(
      `select id, to_char(period_start_date, 'YYYY-MM-DD') as start from churches where id = any($1)`,
      [writers.map((w) => w.churchId)],
    );
    const periodOf = new Map(periods?.rows.map((r) => [r.id, r.start]));
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const counts = await Promise.all(
      clients.map(async (client, i) => {
        const writer = writers[i] as Signed;
        let done = 0;
        while (performance.now() < deadline) {
          await bareWrite(client, writer, periodOf.get(writer.churchId) as string);
          done++;
        }
        return done;
      }),
    );
    return counts.reduce((a, b) => a + b, 0) / ((performance.now() - started) / 1000);
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}
