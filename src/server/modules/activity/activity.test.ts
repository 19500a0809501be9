import { BIBLE_BOOKS } from '@shared/bible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { bearer, registerUser, type TestUser } from '../../../../tests/support/factories';
import { logPrayer, logReadings } from '../../../../tests/support/tracking-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-02-01T09:00:00Z');
});
afterAll(() => t.close());

const activity = (user: Pick<TestUser, 'token'>, query = '') =>
  t.app.inject({ url: `/api/activity${query}`, headers: bearer(user.token) });

routeAuthCases('GET /api/activity', { app: () => t, access: 'user' });

describe('GET /api/activity', () => {
  it('is empty for someone who has logged nothing', async () => {
    const res = await activity(await registerUser(t), '?limit=5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists the caller’s readings and prayers together, newest first, 5 by default', async () => {
    const u = await registerUser(t);
    const someoneElse = await registerUser(t);
    await logReadings(t, someoneElse, '2026-02-01', [{ book: 'Jonah', chapter: 1 }]);
    const read = await logReadings(t, u, '2026-01-30', [
      { book: 'Genesis', chapter: 1 },
      { book: 'Song of Solomon', chapter: 2 },
    ]);
    t.clock.advance(60_000);
    const prayed = await logPrayer(t, u, '2026-02-01', 20);
    t.clock.advance(60_000);
    const once = await logPrayer(t, u, '2026-01-31', 1);
    t.clock.advance(60_000);
    await logReadings(t, u, '2026-02-01', [
      { book: 'Mark', chapter: 1 },
      { book: 'Mark', chapter: 2 },
      { book: 'Mark', chapter: 3 },
    ]);

    const res = await activity(u);
    expect(res.statusCode).toBe(200);
    const entries = res.json();
    expect(entries.map((e: { type: string; details: string }) => `${e.type}: ${e.details}`)).toEqual([
      'reading: Mark 3',
      'reading: Mark 2',
      'reading: Mark 1',
      'prayer: 1 minute',
      'prayer: 20 minutes',
    ]);
    expect(entries[3]).toEqual({
      id: once.prayer.id,
      type: 'prayer',
      details: '1 minute',
      timestamp: '2026-02-01T09:02:00.000Z',
      date: '2026-01-31',
    });

    const all = (await activity(u, '?limit=100')).json();
    expect(all).toHaveLength(7);
    expect(all.slice(4)).toEqual([
      {
        id: prayed.prayer.id,
        type: 'prayer',
        details: '20 minutes',
        timestamp: '2026-02-01T09:01:00.000Z',
        date: '2026-02-01',
      },
      {
        id: read.readings[1]?.id,
        type: 'reading',
        details: 'Song of Solomon 2',
        timestamp: '2026-02-01T09:00:00.000Z',
        date: '2026-01-30',
      },
      {
        id: read.readings[0]?.id,
        type: 'reading',
        details: 'Genesis 1',
        timestamp: '2026-02-01T09:00:00.000Z',
        date: '2026-01-30',
      },
    ]);
  });

  it('answers at most 100 entries', async () => {
    const u = await registerUser(t);
    const chapters = BIBLE_BOOKS.slice(0, 4).flatMap((b) =>
      Array.from({ length: b.chapters }, (_, i) => ({ book: b.name, chapter: i + 1 })),
    );
    expect(chapters.length).toBeGreaterThan(100);
    await logReadings(t, u, '2026-02-01', chapters);
    t.clock.advance(1000);
    await logPrayer(t, u, '2026-02-01', 5);
    const res = (await activity(u, '?limit=100')).json();
    expect(res).toHaveLength(100);
    expect(res[0].details).toBe('5 minutes');
    expect(res[1].details).toBe(`Numbers ${BIBLE_BOOKS[3]?.chapters}`);
  });

  it.each(['?limit=7', '?limit=0', '?limit=abc', '?limit=1000', '?limit=5.5'])(
    'refuses %s with 400',
    async (query) => {
      const res = await activity(await registerUser(t), query);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ limit: expect.any(Array) });
    },
  );
});
