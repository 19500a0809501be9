import { BIBLE_BOOKS } from '@shared/bible';
import {
  DATE_TOO_EARLY_MESSAGE,
  INVALID_DATE_MESSAGE,
  MAX_CHAPTERS_PER_BATCH,
  READING_DATE_IN_FUTURE,
} from '@shared/readings';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { bearer, registerChurch, registerUser, type TestUser } from '../../../../tests/support/factories';
import {
  getJson,
  logReadings,
  registerInZone,
  todayFor,
  updateTracking,
} from '../../../../tests/support/tracking-factories';
import { readings, userDailyTotals } from '../../db/schema';
import { NOT_YOURSELF_MESSAGE } from '../../lib/guards';
import { NOT_YOUR_READING_MESSAGE } from './readings.service';

let t: TestApp;
/** The reading DELETE's authorisation cases aim at: someone else's until a case's session logs its own. */
let lastReadingId = 0;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-10T15:00:00Z');
  const owner = await registerUser(t);
  lastReadingId = (await logReadings(t, owner, utcToday(), [{ book: 'Ruth', chapter: 2 }])).readings[0]
    ?.id as number;
});
afterAll(() => t.close());

const post = (user: Pick<TestUser, 'token'>, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
const del = (user: Pick<TestUser, 'token'>, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/readings/${id}`, headers: bearer(user.token) });
const readingCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(readings))[0]?.n;
const rollupSum = async () =>
  (await t.database.db.select({ n: sql<number>`coalesce(sum(chapters), 0)::int` }).from(userDailyTotals))[0]
    ?.n;
const utcToday = () => todayFor(t, { user: { timeZone: 'UTC' } as TestUser['user'] });

routeAuthCases('POST /api/readings', {
  app: () => t,
  access: 'user',
  session: () => registerUser(t),
  payload: () => ({ book: 'Genesis', chapter: 1, readDate: utcToday() }),
});
routeAuthCases('POST /api/readings/batch', {
  app: () => t,
  access: 'user',
  session: () => registerUser(t),
  payload: () => ({ readDate: utcToday(), chapters: [{ book: 'John', chapter: 3 }] }),
});
routeAuthCases('DELETE /api/readings/:id', {
  app: () => t,
  access: 'user',
  url: () => `/api/readings/${lastReadingId}`,
  // Each session owns the reading the URL names at that moment.
  session: async () => {
    const u = await registerUser(t);
    lastReadingId = (await logReadings(t, u, utcToday(), [{ book: 'Ruth', chapter: 1 }])).readings[0]
      ?.id as number;
    return u;
  },
  forbidden: { "another user's reading": () => registerUser(t) },
});

describe('POST /api/readings', () => {
  it('logs one chapter for the caller with the church they belong to: 201 with the period totals', async () => {
    const c = await registerChurch(t);
    const u = await registerUser(t, { churchId: c.church.id });
    const res = await post(u, '/api/readings', {
      userId: u.user.id,
      book: 'psalms',
      chapter: 119,
      readDate: '2026-03-10',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      readings: [
        { id: expect.any(Number), userId: u.user.id, book: 'Psalms', chapter: 119, readDate: '2026-03-10' },
      ],
      totals: { chaptersRead: 1, prayerMinutes: 0 },
    });
    const [row] = await t.database.db
      .select()
      .from(readings)
      .where(eq(readings.id, res.json().readings[0].id));
    expect(row).toMatchObject({ userId: u.user.id, churchId: c.church.id, book: 19, chapter: 119 });
    expect(row?.createdAt.toISOString()).toBe('2026-03-10T15:00:00.000Z');
  });

  it("refuses a userId that is not the caller's (403) and writes nothing", async () => {
    const u = await registerUser(t);
    const other = await registerUser(t);
    const before = await readingCount();
    for (const userId of [other.user.id, String(u.user.id), 0]) {
      const res = await post(u, '/api/readings', {
        userId,
        book: 'Genesis',
        chapter: 1,
        readDate: utcToday(),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: NOT_YOURSELF_MESSAGE });
    }
    expect(await readingCount()).toBe(before);
  });

  const good = { book: 'Genesis', chapter: 1, readDate: '2026-03-10' };
  it.each([
    [{ ...good, book: 'Hezekiah' }, 'book', 'Unknown book: Hezekiah'],
    [{ ...good, book: undefined }, 'book', 'Book is required'],
    [{ ...good, book: '  ' }, 'book', 'Book is required'],
    [{ ...good, chapter: 51 }, 'chapter', 'Genesis has 50 chapters'],
    [{ ...good, book: 'Jude', chapter: 2 }, 'chapter', 'Jude has 1 chapters'],
    [{ ...good, chapter: 0 }, 'chapter', 'Chapter must be at least 1'],
    [{ ...good, chapter: 1.5 }, 'chapter', 'Chapter must be a whole number'],
    [{ ...good, chapter: '3' }, 'chapter', 'Chapter must be a whole number'],
    [{ ...good, readDate: '2026-02-30' }, 'readDate', INVALID_DATE_MESSAGE],
    [{ ...good, readDate: '10/03/2026' }, 'readDate', INVALID_DATE_MESSAGE],
    [{ ...good, readDate: undefined }, 'readDate', INVALID_DATE_MESSAGE],
    [{ ...good, readDate: '1999-12-31' }, 'readDate', DATE_TOO_EARLY_MESSAGE],
    [{ ...good, readDate: '2026-03-11' }, 'readDate', READING_DATE_IN_FUTURE],
  ])('rejects %j with 400 naming %s, and writes nothing', async (payload, field, message) => {
    const u = await registerUser(t);
    const before = await readingCount();
    const res = await post(u, '/api/readings', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await readingCount()).toBe(before);
  });

  it('refuses every unknown book, chapter beyond the book and malformed date', async () => {
    const u = await registerUser(t);
    const before = await readingCount();
    const names = new Set(BIBLE_BOOKS.map((b) => b.name.toLowerCase()));
    const badBook = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => s.trim() !== '' && !names.has(s.trim().toLowerCase()));
    const beyond = fc
      .constantFrom(...BIBLE_BOOKS)
      .chain((b) =>
        fc.record({ book: fc.constant(b.name), chapter: fc.integer({ min: b.chapters + 1, max: 10_000 }) }),
      );
    const badDate = fc.oneof(
      fc.string({ maxLength: 12 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)),
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2026-03-10'), noInvalidDate: true })
        .map((d) => `${d.toISOString().slice(0, 8)}${31 + (d.getUTCDate() % 60)}`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badBook.map((book) => ({ book, chapter: 1, readDate: '2026-03-01', field: 'book' })),
          beyond.map((c) => ({ ...c, readDate: '2026-03-01', field: 'chapter' })),
          badDate.map((readDate) => ({ book: 'Mark', chapter: 1, readDate, field: 'readDate' })),
        ),
        async ({ field, ...payload }) => {
          const res = await post(u, '/api/readings', payload);
          expect(res.statusCode).toBe(400);
          expect(Object.keys(res.json().errors)).toContain(field);
        },
      ),
      { numRuns: 60, seed: 3 },
    );
    expect(await readingCount()).toBe(before);
  });
});

describe('POST /api/readings/batch', () => {
  it('logs every chapter in one transaction and answers them in order', async () => {
    const u = await registerUser(t);
    const chapters = [
      { book: 'John', chapter: 1 },
      { book: 'John', chapter: 2 },
      { book: 'John', chapter: 1 },
    ];
    const res = await post(u, '/api/readings/batch', { userId: u.user.id, readDate: '2026-03-10', chapters });
    expect(res.statusCode).toBe(201);
    expect(
      res.json().readings.map((r: { book: string; chapter: number }) => `${r.book} ${r.chapter}`),
    ).toEqual(['John 1', 'John 2', 'John 1']);
    expect(res.json().totals).toEqual({ chaptersRead: 3, prayerMinutes: 0 });
  });

  it('is all or nothing: one bad chapter refuses the batch (400) and writes nothing', async () => {
    const u = await registerUser(t);
    const [before, rollups] = [await readingCount(), await rollupSum()];
    const res = await post(u, '/api/readings/batch', {
      readDate: '2026-03-10',
      chapters: [
        { book: 'Jude', chapter: 1 },
        { book: 'Obadiah', chapter: 1 },
        { book: 'Jude', chapter: 2 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'chapters.2.chapter': ['Jude has 1 chapters'] });
    expect([await readingCount(), await rollupSum()]).toEqual([before, rollups]);
  });

  it('is all or nothing when the date is in the future, too', async () => {
    const u = await registerUser(t);
    const before = await readingCount();
    const res = await post(u, '/api/readings/batch', {
      readDate: '2026-03-11',
      chapters: [{ book: 'Ruth', chapter: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: READING_DATE_IN_FUTURE,
      errors: { readDate: [READING_DATE_IN_FUTURE] },
    });
    expect(await readingCount()).toBe(before);
  });

  it('needs at least one chapter and takes at most the whole Bible at once', async () => {
    const u = await registerUser(t);
    const none = await post(u, '/api/readings/batch', { readDate: '2026-03-10', chapters: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ chapters: ['Please select at least one chapter to log.'] });

    const bible = BIBLE_BOOKS.flatMap((b) =>
      Array.from({ length: b.chapters }, (_, i) => ({ book: b.name, chapter: i + 1 })),
    );
    expect(bible).toHaveLength(MAX_CHAPTERS_PER_BATCH);
    const tooMany = await post(u, '/api/readings/batch', {
      readDate: '2026-03-10',
      chapters: [...bible, bible[0]],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.chapters).toEqual([`At most ${MAX_CHAPTERS_PER_BATCH} chapters at once`]);

    const all = await post(u, '/api/readings/batch', { readDate: '2026-03-10', chapters: bible });
    expect(all.statusCode).toBe(201);
    expect(all.json().totals.chaptersRead).toBe(1189);
  });

  it('refuses a userId that is not the caller’s (403)', async () => {
    const u = await registerUser(t);
    const res = await post(u, '/api/readings/batch', {
      userId: u.user.id + 1,
      readDate: '2026-03-10',
      chapters: [{ book: 'Ruth', chapter: 1 }],
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the reader’s own today', () => {
  it('lets a reader in Pacific/Kiritimati log their today, a day ahead of UTC', async () => {
    t.clock.set('2026-03-10T12:00:00Z'); // Kiritimati (UTC+14): 2026-03-11 02:00
    const kiritimati = await registerInZone(t, 'Pacific/Kiritimati');
    const utc = await registerUser(t);
    expect(todayFor(t, kiritimati)).toBe('2026-03-11');
    const ok = await post(kiritimati, '/api/readings', { book: 'Acts', chapter: 2, readDate: '2026-03-11' });
    expect(ok.statusCode).toBe(201);
    const refused = await post(utc, '/api/readings', { book: 'Acts', chapter: 2, readDate: '2026-03-11' });
    expect(refused.json().errors).toEqual({ readDate: [READING_DATE_IN_FUTURE] });
    const stats = await getJson<{ weeklyChaptersRead: number; streakDays: number }>(
      t,
      kiritimati,
      '/api/stats/user',
    );
    expect(stats).toMatchObject({ weeklyChaptersRead: 1, streakDays: 1 });
    t.clock.set('2026-03-10T15:00:00Z');
  });

  it('refuses a reader in America/Los_Angeles the UTC date while it is still yesterday there', async () => {
    t.clock.set('2026-03-11T05:00:00Z'); // Los Angeles (UTC-7 in March): 2026-03-10 22:00
    const la = await registerInZone(t, 'America/Los_Angeles');
    const refused = await post(la, '/api/readings', { book: 'Acts', chapter: 1, readDate: '2026-03-11' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ readDate: [READING_DATE_IN_FUTURE] });
    const ok = await post(la, '/api/readings', { book: 'Acts', chapter: 1, readDate: '2026-03-10' });
    expect(ok.statusCode).toBe(201);
    t.clock.set('2026-03-10T15:00:00Z');
  });
});

describe('DELETE /api/readings/:id', () => {
  it('deletes the caller’s reading (204) and the totals of the church it was written with follow', async () => {
    const c = await registerChurch(t);
    const u = await registerUser(t, { churchId: c.church.id });
    const today = todayFor(t, u);
    const logged = await logReadings(t, u, today, [
      { book: 'Mark', chapter: 1 },
      { book: 'Mark', chapter: 2 },
    ]);
    await updateTracking(t, u, { churchId: null });
    const res = await del(u, logged.readings[0]?.id as number);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const member = await registerUser(t, { churchId: c.church.id });
    const church = await getJson<{ chaptersRead: number; topReadChapters: unknown[] }>(
      t,
      member,
      `/api/stats/church/${c.church.id}`,
    );
    expect(church.chaptersRead).toBe(1);
    expect(church.topReadChapters).toEqual([{ book: 'Mark', chapter: 2, count: 1 }]);
    const mine = await getJson<{ chaptersRead: number }>(t, u, '/api/stats/user');
    expect(mine.chaptersRead).toBe(1);
    const again = await del(u, logged.readings[0]?.id as number);
    expect(again.statusCode).toBe(403);
  });

  it('answers 403 for another user’s reading and for one that does not exist, and deletes nothing', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const { readings: rows } = await logReadings(t, owner, todayFor(t, owner), [{ book: 'Job', chapter: 1 }]);
    const before = await readingCount();
    for (const id of [rows[0]?.id as number, 987_654_321]) {
      const res = await del(other, id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: NOT_YOUR_READING_MESSAGE });
    }
    expect(await readingCount()).toBe(before);
  });

  it.each(['abc', '0', '-1', '1.5'])('rejects the id %s with 400', async (id) => {
    const u = await registerUser(t);
    const res = await del(u, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ id: ['id must be a positive whole number'] });
  });
});
