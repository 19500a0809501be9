import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import {
  bearer,
  churchLogin,
  registerChurch,
  registerUser,
  type TestUser,
  uniqueEmail,
} from '../../../../tests/support/factories';
import { eventually, rows } from '../../../../tests/support/job-queue';
import { logPrayer, logReadings, todayFor } from '../../../../tests/support/tracking-factories';
import { transaction } from '../../db/transaction';
import { enqueue, type JobQueue, startJobQueue } from '../../lib/job-queue';
import { enqueueDueRemovals, removeDeletedAccount } from './removal.service';
import { startAccountRemoval } from './removal.worker';

/*
 * THE test of issue 15: after the removal job, no table of the live schema (every schema, pg-boss's
 * included, read from pg_catalog so that a new table cannot be forgotten) holds the person's id, e-mail,
 * name, prayer notes or prayer requests in any column that can hold them (every text, JSON and id
 * column), while the church and global totals are unchanged. The person registered the church with their
 * own address (issue 35: the church kept it in churches.email).
 */

let t: TestApp;
let queue: JobQueue | undefined;
beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_REMOVAL_DAYS: 30 });
});
afterAll(async () => {
  await queue?.stop();
  await t.close();
});

const DAY = 86_400_000;
const tag = `${process.pid}x${Date.now()}`;
const secrets = {
  name: `Zerubbabel Quince ${tag}`,
  notes: `prayed for my neighbour ${tag}`,
  request: `healing for my sister ${tag}`,
};

const send = async (u: TestUser, method: 'POST' | 'PUT', url: string, payload: object, key?: string) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...bearer(u.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
};

/** The person's traces in every kind of row they can make, through the API as they would. */
async function livelyPerson(churchId: number, email: string): Promise<TestUser> {
  const u = await registerUser(t, { name: secrets.name, churchId, email });
  const today = todayFor(t, u);
  await logReadings(
    t,
    u,
    today,
    [1, 2, 3, 4, 5, 6, 7].map((chapter) => ({ book: 'John', chapter })),
  );
  await logPrayer(t, u, today, 25, secrets.notes);
  await send(u, 'POST', '/api/prayer-requests', { request: secrets.request }, `request-${tag}`);
  await send(u, 'POST', '/api/plans/bible-year/enroll', { startDate: today });
  await send(u, 'PUT', '/api/me/reminders', { daily: { email: true }, weekly: { email: true } });
  await t.app.inject({ method: 'POST', url: '/api/forgot-password/user', payload: { email: u.email } });
  // A reminder job already queued for the person, as the scheduler would have left it.
  await transaction(t.database.db, (tx) =>
    enqueue(tx, 'reminder', [
      {
        data: { userId: u.user.id, kind: 'daily', channel: 'email', localDay: today },
        startAfter: new Date(Date.now() + 3_600_000),
      },
    ]),
  );
  return u;
}

/** Every column of every table and partitioned table outside PostgreSQL's own schemas. */
const COLUMNS = `select n.nspname as schema, c.relname as table, a.attname as column,
    format_type(a.atttypid, a.atttypmod) as type,
    exists (select 1 from pg_constraint k where k.contype = 'f' and k.conrelid = c.oid
            and a.attnum = any(k.conkey) and k.confrelid = 'public.users'::regclass) as refers_to_users
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`;

interface Column {
  schema: string;
  table: string;
  column: string;
  type: string;
  refers_to_users: boolean;
}

const quoted = (c: Column) => `"${c.schema}"."${c.table}"`;
const TEXTUAL = /^(text|character|json|jsonb)/;
const INTEGER = /^(integer|bigint|smallint)$/;
/** Columns whose name says they hold a person's id (user_id, set_by…), besides foreign keys to users. */
const NAMES_A_PERSON = /(^|_)(user|users|actor|member|person|set_by|author|owner)(_id)?$|user_?id/i;

/** Where, in the whole database, the person's id or strings still appear: "schema.table.column" each. */
async function traces(userId: number, strings: string[]): Promise<string[]> {
  const columns = await rows<Column>(t.database.db, COLUMNS);
  const found: string[] = [];
  for (const c of columns) {
    const col = `"${c.column}"`;
    const checks: Array<[string, unknown[]]> = [];
    if (INTEGER.test(c.type) && (c.refers_to_users || NAMES_A_PERSON.test(c.column))) {
      checks.push([`${col} = $1`, [userId]]);
    }
    if (TEXTUAL.test(c.type) || c.type.endsWith('[]')) {
      for (const s of strings) checks.push([`strpos(lower(${col}::text), lower($1)) > 0`, [s]]);
      // A job's data names a person as {"userId": 42}.
      checks.push([`${col}::text ~ $1`, [`"userId":\\s*${userId}([^0-9]|$)`]]);
    }
    for (const [where, values] of checks) {
      const [hit] = await rows<{ n: number }>(
        t.database.db,
        `select count(*)::int as n from ${quoted(c)} where ${where}`,
        values,
      );
      if ((hit?.n ?? 0) > 0) found.push(`${c.schema}.${c.table}.${c.column}`);
    }
  }
  // Frozen annual reports name their subject by scope and id, without a foreign key.
  const [frozen] = await rows<{ n: number }>(
    t.database.db,
    `select count(*)::int as n from annual_reports where scope = 'user' and subject_id = $1`,
    [userId],
  );
  if ((frozen?.n ?? 0) > 0) found.push('public.annual_reports.subject_id');
  return [...new Set(found)];
}

async function totals(member: TestUser, admin: TestUser, churchId: number) {
  const get = async (u: TestUser, url: string) => {
    const res = await t.app.inject({ url, headers: bearer(u.token) });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const year = new Date(t.clock.now()).getUTCFullYear();
  const analytics = await get(admin, '/api/church/analytics');
  return {
    global: await get(member, '/api/stats/global'),
    church: await get(member, `/api/stats/church/${churchId}`),
    churchYear: await get(member, `/api/annual-reports/church/${year}`),
    globalYear: await get(member, `/api/annual-reports/global/${year}`),
    analytics: {
      totalChaptersRead: analytics.totalChaptersRead,
      weeklyChaptersRead: analytics.weeklyChaptersRead,
      totalPrayerMinutes: analytics.totalPrayerMinutes,
      weeklyPrayerMinutes: analytics.weeklyPrayerMinutes,
      topReadChapters: analytics.topReadChapters,
    },
  };
}

describe('the removal of a deleted account', () => {
  it('leaves no table holding the person, and every church and global total as it was', async () => {
    // The person registered the church with their own address: the church signs in with it too.
    const email = uniqueEmail('person');
    const church = await registerChurch(t, { email });
    const admin = await churchLogin(t, church);
    const churchId = church.church.id;
    const person = await livelyPerson(churchId, email);
    const neighbour = await registerUser(t, { name: 'Neighbour Kept', churchId });
    await logReadings(t, neighbour, todayFor(t, neighbour), [{ book: 'John', chapter: 1 }]);
    await logPrayer(t, neighbour, todayFor(t, neighbour), 5, 'neighbour notes kept');
    // A closed period freezes each member's own report (annual_reports, scope 'user').
    await send(admin, 'POST', '/api/admin/year-end-reset', {});
    const strings = [person.email, secrets.name, secrets.notes, secrets.request];
    // The scan sees the person where they are: their own tables, pg-boss's jobs, frozen reports, stored answers.
    expect(await traces(person.user.id, strings)).toEqual(
      expect.arrayContaining([
        'public.users.email',
        'public.churches.email',
        'public.prayers.notes',
        'public.prayer_requests.request',
        'public.idempotency_keys.body',
        'public.readings.user_id',
        'pgboss.job.data',
        'public.annual_reports.subject_id',
      ]),
    );
    const before = await totals(neighbour, admin, churchId);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: bearer(person.token),
      payload: { password: person.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await t.app.background.settled();
    // Not due yet: a pass enqueues nothing.
    t.clock.advance(29 * DAY);
    expect(await enqueueDueRemovals(t.database.db, async () => {}, t.clock.now())).toBe(0);

    t.clock.advance(DAY + 60_000);
    queue = await startJobQueue({ database: t.database, log: t.app.log, pollingIntervalSeconds: 0.2 });
    const stop = startAccountRemoval(
      queue,
      { database: t.database, config: t.config, clock: t.clock, mailer: t.mailer, log: t.app.log },
      { intervalMs: 200 },
    );
    await eventually(async () => {
      const [left] = await rows<{ n: number }>(
        t.database.db,
        'select count(*)::int as n from users where id = $1',
        [person.user.id],
      );
      return left?.n === 0;
    }, 'the removal job');
    await stop();
    await queue.stop();
    queue = undefined;

    expect(await traces(person.user.id, strings)).toEqual([]);
    // The neighbour keeps everything; the figures are the same, the person gone from the count of accounts.
    expect(await traces(neighbour.user.id, ['Neighbour Kept', 'neighbour notes kept'])).not.toEqual([]);
    t.clock.advance(-30 * DAY - 60_000);
    const after = await totals(neighbour, admin, churchId);
    expect(after).toEqual({
      ...before,
      global: { ...before.global, totalUsers: before.global.totalUsers - 1 },
    });
  }, 120_000);

  it('is safe to run again: a second job of the same deletion finds nothing to do', async () => {
    const u = await registerUser(t);
    await logReadings(t, u, todayFor(t, u), [{ book: 'Ruth', chapter: 1 }]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: bearer(u.token),
      payload: { password: u.password },
    });
    expect(res.statusCode).toBe(200);
    const [deletion] = await rows<{ id: number }>(
      t.database.db,
      'select id from account_deletions where user_id = $1',
      [u.user.id],
    );
    const deletionId = deletion?.id as number;
    const run = () => transaction(t.database.db, (tx) => removeDeletedAccount(tx, { deletionId }));
    expect(await Promise.all([run(), run()])).toEqual(expect.arrayContaining(['removed', 'already-removed']));
    expect(await run()).toBe('already-removed');
    const [anonymous] = await rows<{ n: number }>(
      t.database.db,
      `select count(*)::int as n from readings where user_id is null and book = 8`,
    );
    expect(anonymous?.n).toBeGreaterThanOrEqual(1);
  });
});
