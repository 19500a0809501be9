import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { bearer, registerUser, type TestUser } from '../../../../tests/support/factories';
import { logPrayer, logReadings, todayFor } from '../../../../tests/support/tracking-factories';
import { readings, users } from '../../db/schema';
import { inIndexOrder, ownRowsAfter } from './batches';
import { BATCH_SIZE } from './sections';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exportOf = (user: Pick<TestUser, 'token'>, query: string) =>
  t.app.inject({ url: `/api/me/export?${query}`, headers: bearer(user.token) });

routeAuthCases('GET /api/me/export', {
  app: () => t,
  access: 'user',
  url: () => '/api/me/export?format=json',
});

/** A person with a reading, a prayer with notes and a prayer request, logged through the API. */
async function personWithEntries(name: string) {
  const person = await registerUser(t, { name });
  const today = todayFor(t, person);
  await logReadings(t, person, today, [
    { book: 'John', chapter: 3 },
    { book: 'Psalms', chapter: 23 },
  ]);
  await logPrayer(t, person, today, 15, `=notes of ${name}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/prayer-requests',
    headers: bearer(person.token),
    payload: { request: `healing for ${name}'s friend` },
  });
  expect(res.statusCode).toBe(201);
  return person;
}

describe('GET /api/me/export', () => {
  it.each([
    ['', 'no format'],
    ['format=xml', 'an unknown format'],
    ['format=', 'an empty format'],
  ])('answers 400 with { message, errors } for %j (%s)', async (query) => {
    const person = await registerUser(t);
    const res = await exportOf(person, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Choose a format: json or csv',
      errors: { format: ['Choose a format: json or csv'] },
    });
  });

  it('downloads the JSON file: the documented shape, dated, with no secret in it', async () => {
    const person = await personWithEntries('Jo Export');
    const res = await exportOf(person, 'format=json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="lampstand-export-${todayFor(t, person)}.json"`,
    );
    const data = res.json();
    expect(Object.keys(data)).toEqual([
      'format',
      'version',
      'exportedAt',
      'profile',
      'church',
      'reminderSettings',
      'pushDevices',
      'readings',
      'prayers',
      'prayerRequests',
      'plans',
      'ownPlans',
      'notifications',
    ]);
    expect(data).toMatchObject({
      format: 'lampstand-export',
      version: 1,
      exportedAt: t.clock.now().toISOString(),
      profile: { id: person.user.id, name: 'Jo Export', email: person.email, timeZone: 'UTC' },
      church: null,
      reminderSettings: null,
      pushDevices: [],
      prayers: [{ minutes: 15, notes: '=notes of Jo Export', date: todayFor(t, person) }],
      prayerRequests: [{ request: "healing for Jo Export's friend", answered: false, answeredAt: null }],
      plans: [],
      ownPlans: [],
    });
    expect(
      data.readings.map((r: { book: string; chapter: number }) => `${r.book} ${r.chapter}`).sort(),
    ).toEqual(['John 3', 'Psalms 23']);
    const [hash] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(sql`${users.id} = ${person.user.id}`);
    for (const secret of [hash?.hash ?? 'no hash', person.token, person.password]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('downloads the zip of CSV files, each with its header and rows', async () => {
    const person = await personWithEntries('Cy Zip');
    const res = await exportOf(person, 'format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="lampstand-export-${todayFor(t, person)}.zip"`,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual([
      'profile.csv',
      'readings.csv',
      'prayers.csv',
      'prayer-requests.csv',
      'plans.csv',
      'notifications.csv',
      'reminder-settings.csv',
    ]);
    const text = (name: string) =>
      strFromU8(files[name] as Uint8Array)
        .trim()
        .split('\n');
    expect(text('readings.csv')[0]).toBe('id,date,book,chapter,church_id,logged_at');
    expect(
      text('readings.csv')
        .slice(1)
        .map((line) => line.split(',').slice(2, 4).join(' '))
        .sort(),
    ).toEqual(['John 3', 'Psalms 23']);
    // A note that a spreadsheet would run as a formula is written as text.
    expect(text('prayers.csv')[1]).toContain(`,15,'=notes of Cy Zip,`);
    expect(text('profile.csv')[1]).toContain(`${person.user.id},Cy Zip,${person.email},UTC,true,false,false`);
    expect(text('prayer-requests.csv')).toHaveLength(2);
    expect(text('reminder-settings.csv')).toHaveLength(1);
  });

  it("exports only the session's person: a userId or other parameter changes nothing", async () => {
    const owner = await personWithEntries('Owner');
    const other = await personWithEntries('Other');
    const plain = await exportOf(owner, 'format=json');
    for (const query of [
      `format=json&userId=${other.user.id}`,
      `format=json&user_id=${other.user.id}&id=${other.user.id}`,
      `userId=${other.user.id}&format=json&email=${encodeURIComponent(other.email)}`,
    ]) {
      const res = await exportOf(owner, query);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(plain.body);
      expect(res.body).not.toContain('Other');
      expect(res.body).not.toContain(other.email);
    }
  });

  it('reads a long history in keyset batches: every row once, newest first, ties broken by id', async () => {
    const person = await registerUser(t);
    const rows = BATCH_SIZE * 2 + 37;
    // Many rows share one created_at (a batch logged at once), so the order must fall back on the id.
    await t.database.db.execute(sql`
      insert into readings (user_id, book, chapter, read_date, created_at)
      select ${person.user.id}, 1 + (n % 66), 1, '2026-01-01', timestamp '2026-01-01 10:00:00.123456+00' + ((n / 100) * interval '1 microsecond')
      from generate_series(1, ${rows}) as n`);
    const data = (await exportOf(person, 'format=json')).json();
    const ids = data.readings.map((r: { id: number }) => r.id);
    expect(ids).toHaveLength(rows);
    expect(new Set(ids).size).toBe(rows);
    const loggedAt = data.readings.map((r: { loggedAt: string }) => r.loggedAt);
    expect([...loggedAt].sort().reverse()).toEqual(loggedAt);
    const zip = unzipSync(new Uint8Array((await exportOf(person, 'format=csv')).rawPayload));
    expect(
      strFromU8(zip['readings.csv'] as Uint8Array)
        .trim()
        .split('\n'),
    ).toHaveLength(rows + 1);

    // Each batch walks the ordered index from the cursor: no sort of the rest of the history, on either
    // engine, with or without statistics (decision 032).
    const plan = await inIndexOrder(t.database.db, async (tx) => {
      const after = { at: loggedAt[BATCH_SIZE - 1], id: ids[BATCH_SIZE - 1] };
      const batch = ownRowsAfter(
        tx.select().from(readings).$dynamic(),
        readings,
        person.user.id,
        after,
        BATCH_SIZE,
      );
      // Both engines' results carry `rows` (the common Db type leaves execute's result untyped).
      return (await tx.execute(sql`explain ${batch.getSQL()}`)) as unknown as {
        rows: Array<Record<string, unknown>>;
      };
    });
    const lines = plan.rows.map((row) => String(Object.values(row)[0])).join('\n');
    expect(lines).toMatch(/Index Scan using readings_user_created_idx/);
    expect(lines).not.toMatch(/Sort/);
  });
});

describe('exports, bounded per person', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({}, undefined, {
      throttleLimits: { exportAccount: { points: 2, duration: 3600 } },
    });
  });
  afterAll(() => limited.close());
  const download = (person: TestUser, format: 'json' | 'csv') =>
    limited.app.inject({ url: `/api/me/export?format=${format}`, headers: bearer(person.token) });

  it('answers 429 with Retry-After past the limit, for that person only; a bad request does not count', async () => {
    const me = await registerUser(limited);
    const other = await registerUser(limited);
    expect((await limited.app.inject({ url: '/api/me/export', headers: bearer(me.token) })).statusCode).toBe(
      400,
    );
    expect((await download(me, 'json')).statusCode).toBe(200);
    expect((await download(me, 'csv')).statusCode).toBe(200);
    const refused = await download(me, 'json');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'Too many attempts. Please wait and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await download(other, 'json')).statusCode).toBe(200);
  });
});
