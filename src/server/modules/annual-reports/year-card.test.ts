import { CHURCH_CARD_ITEMS, USER_CARD_ITEMS } from '@shared/annual-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  insertChurch,
  insertUser,
  type Session,
  sessionOf,
} from '../../../../tests/support/church-admin-factories';
import { bearer } from '../../../../tests/support/factories';
import { yearCard } from './year-card';
import { churchYearCard, userYearCard } from './year-card.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-01-10T12:00:00Z');
});
afterAll(() => t.close());

const post = async (who: Session, url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
  expect(res.statusCode, res.body).toBe(201);
};
const read = (who: Session, readDate: string, book: string, ...chapters: number[]) =>
  post(who, '/api/readings/batch', { readDate, chapters: chapters.map((chapter) => ({ book, chapter })) });
const pray = (who: Session, prayerDate: string, minutes: number) =>
  post(who, '/api/prayers', { prayerDate, minutes });
const get = (who: Session | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('year card figures', () => {
  it('a person’s year: the annual report’s figures, longest streak, finished books and map; no one else’s', async () => {
    const c = await insertChurch(t, 'Card Church');
    const me = await sessionOf(t, await insertUser(t, c.churchId));
    const other = await sessionOf(t, await insertUser(t, c.churchId));
    await read(me, '2024-12-31', 'Obadiah', 1); // the year before: not on the card
    await read(me, '2025-01-01', 'Obadiah', 1);
    await read(me, '2025-01-02', 'Jude', 1);
    await pray(me, '2025-01-03', 15);
    await read(me, '2025-06-01', 'Ruth', 1, 2, 3, 4);
    await read(me, '2025-06-01', 'Ruth', 1); // read twice
    await read(other, '2025-06-02', 'Genesis', 1, 2, 3);
    await pray(other, '2025-06-02', 60);

    const card = await userYearCard(t.database.db, me.userId, 2025, USER_CARD_ITEMS);
    // The days of 2025 only: 31 December 2024 does not lengthen the 1-3 January streak.
    expect(card).toMatchObject({ year: 2025, chapters: 7, minutes: 15, streak: 3, books: 3 });
    expect(card.map?.distinctChapters).toBe(6);
    expect(card.map?.books.find((b) => b.book === 'Ruth')?.counts).toEqual([2, 1, 1, 1]);
    expect(card).not.toHaveProperty('churchName');

    // Only what is asked for is read and drawn.
    expect(await userYearCard(t.database.db, me.userId, 2025, ['minutes'])).toEqual({
      year: 2025,
      minutes: 15,
    });
    expect(await userYearCard(t.database.db, me.userId, 2025, ['books'])).toEqual({ year: 2025, books: 3 });
  });

  it('a church’s year: entries written with it in that year, its name and no person', async () => {
    const c = await insertChurch(t, 'Year Church');
    const a = await sessionOf(t, await insertUser(t, c.churchId, { name: 'Alice Reader' }));
    const b = await sessionOf(t, await insertUser(t, c.churchId, { name: 'Bob Reader' }));
    const solo = await sessionOf(t, await insertUser(t, null));
    await read(a, '2025-03-01', 'Jonah', 1, 2, 3, 4);
    await read(b, '2025-03-02', 'Jonah', 1);
    await read(b, '2026-01-02', 'Jonah', 1); // next year
    await pray(a, '2025-03-01', 30);
    await read(solo, '2025-03-01', 'Jonah', 1);

    const card = await churchYearCard(t.database.db, c.churchId, 2025, CHURCH_CARD_ITEMS);
    expect(card).toMatchObject({ year: 2025, churchName: 'Year Church', chapters: 5, minutes: 30, books: 1 });
    expect(card.map?.books.find((x) => x.book === 'Jonah')?.counts).toEqual([2, 1, 1, 1]);
    expect(JSON.stringify(card)).not.toMatch(/Alice|Bob/);
  });
});

describe('the card’s words', () => {
  it('are the asker’s language: Spanish for a person who reads Spanish, English by default', () => {
    const figures = { year: 2025, chapters: 1342, minutes: 9870 };
    const spanish = JSON.stringify(yearCard(figures, 'square', 'es'));
    expect(spanish).toContain('capítulos leídos');
    expect(spanish).toContain('MI AÑO EN LA BIBLIA');
    expect(spanish).not.toContain('chapters read');
    expect(JSON.stringify(yearCard(figures, 'square'))).toContain('chapters read');
  });
});

describe('GET /api/annual-reports/{user,church}/:year/card.png', () => {
  it('draws a PNG of each size, for the person and for the church’s administrator', async () => {
    const c = await insertChurch(t, 'Picture Church');
    const me = await sessionOf(t, await insertUser(t, c.churchId));
    await read(me, '2025-04-01', 'Psalms', 23, 24);
    for (const [size, height] of [
      ['square', 1080],
      ['portrait', 1920],
    ] as const) {
      for (const [who, scope] of [
        [me, 'user'],
        [c.admin, 'church'],
      ] as const) {
        const res = await get(who, `/api/annual-reports/${scope}/2025/card.png?size=${size}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(pngSize(res.rawPayload)).toEqual({ width: 1080, height });
      }
    }
    // Square by default; any subset of the items; a year without entries still draws.
    const res = await get(me, '/api/annual-reports/user/2019/card.png?show=map,streak');
    expect(res.statusCode, res.body).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1080, height: 1080 });
  });

  it('answers 400 with { message, errors } for a bad year, size or item', async () => {
    const c = await insertChurch(t, 'Bad Input Church');
    const me = await sessionOf(t, await insertUser(t, c.churchId));
    const cases: [Session, string, string][] = [
      [me, '/api/annual-reports/user/abc/card.png', 'year'],
      [me, '/api/annual-reports/user/1999/card.png', 'year'],
      [me, '/api/annual-reports/user/2025/card.png?size=huge', 'size'],
      [me, '/api/annual-reports/user/2025/card.png?show=chapters,notes', 'show'],
      [me, '/api/annual-reports/user/2025/card.png?show=prayerRequests', 'show'],
      [me, '/api/annual-reports/user/2025/card.png?show=', 'show'],
      [c.admin, '/api/annual-reports/church/2025/card.png?show=streak', 'show'],
      [c.admin, '/api/annual-reports/church/10000/card.png', 'year'],
    ];
    for (const [who, url, field] of cases) {
      const res = await get(who, url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json<{ message: string; errors: Record<string, unknown> }>();
      expect(body.message, url).toEqual(expect.any(String));
      expect(Object.keys(body.errors).join(), url).toContain(field);
    }
  });
});

const freshChurch = () => insertChurch(t, 'Auth Card Church');
routeAuthCases('GET /api/annual-reports/user/:year/card.png', {
  app: () => t,
  access: 'user',
  url: () => '/api/annual-reports/user/2025/card.png',
});
routeAuthCases('GET /api/annual-reports/church/:year/card.png', {
  app: () => t,
  access: 'church-admin',
  url: () => '/api/annual-reports/church/2025/card.png',
  forbidden: {
    'a user without a church': async () => sessionOf(t, await insertUser(t, null)),
    'a member who has not unlocked the church': async () =>
      sessionOf(t, await insertUser(t, (await freshChurch()).churchId)),
    'an unlocked member who is not the administrator': async () => {
      const c = await freshChurch();
      return sessionOf(t, await insertUser(t, c.churchId), c.churchId);
    },
  },
});

describe('year cards, bounded per person and per church', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({}, undefined, {
      throttleLimits: { cardAccount: { points: 2, duration: 3600 } },
    });
  });
  afterAll(() => limited.close());
  const card = (who: Session, scope: 'user' | 'church') =>
    limited.app.inject({
      method: 'GET',
      url: `/api/annual-reports/${scope}/2025/card.png`,
      headers: bearer(who.token),
    });

  it('answers 429 with Retry-After past the limit, for that person or church only', async () => {
    const c = await insertChurch(limited, 'Busy Card Church');
    const me = await sessionOf(limited, await insertUser(limited, c.churchId));
    const other = await sessionOf(limited, await insertUser(limited, c.churchId));
    expect((await card(me, 'user')).statusCode).toBe(200);
    expect((await card(me, 'user')).statusCode).toBe(200);
    const refused = await card(me, 'user');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'Too many attempts. Please wait and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else, and the church's own card, count apart.
    expect((await card(other, 'user')).statusCode).toBe(200);
    expect((await card(c.admin, 'church')).statusCode).toBe(200);
  });
});
