import { bookByNumber } from '@shared/bible';
import { chaptersOf } from '@shared/plans/chapters';
import type { BibleProgress } from '@shared/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { bearer, registerChurch, registerUser, type TestUser } from '../../../../tests/support/factories';
import { getJson, logReadings, todayFor } from '../../../../tests/support/tracking-factories';

let t: TestApp;
let churchId = 0;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-10T15:00:00Z');
  churchId = (await registerChurch(t)).church.id;
});
afterAll(() => t.close());

const map = (user: TestUser, query = '') => getJson<BibleProgress>(t, user, `/api/progress/bible${query}`);
const book = (progress: BibleProgress, name: string) => progress.books.find((b) => b.book === name);

routeAuthCases('GET /api/progress/bible', { app: () => t, access: 'user' });
routeAuthCases('GET /api/progress/bible/church/:churchId', {
  app: () => t,
  access: 'user',
  url: () => `/api/progress/bible/church/${churchId}`,
  forbidden: {
    'someone without a church': () => registerUser(t),
    'a member of another church': async () =>
      registerUser(t, { churchId: (await registerChurch(t)).church.id }),
  },
});

describe('the Bible map', () => {
  it('counts each chapter’s readings, distinct chapters of 1,189 and books finished', async () => {
    const user = await registerUser(t);
    const today = todayFor(t, user);
    await logReadings(
      t,
      user,
      today,
      [1, 2, 3, 4].map((chapter) => ({ book: 'Ruth', chapter })),
    );
    await logReadings(t, user, today, [
      { book: 'Ruth', chapter: 1 },
      { book: 'Jude', chapter: 1 },
    ]);
    await logReadings(t, user, '2025-12-31', [{ book: 'John', chapter: 3 }]);
    const all = await map(user);
    expect(all).toMatchObject({
      distinctChapters: 6,
      totalChapters: 1189,
      completions: 0,
      booksFinished: 2,
      testamentsFinished: [],
    });
    expect(book(all, 'Ruth')).toMatchObject({ chapters: 4, chaptersRead: 4, counts: [2, 1, 1, 1] });
    expect(all.books).toHaveLength(66);
    const lastYear = await map(user, '?year=2025');
    expect(lastYear.distinctChapters).toBe(1);
    expect(book(lastYear, 'John')?.counts[2]).toBe(1);
  });

  it('counts completed Bibles: the times every chapter has been read, all time or in one year', async () => {
    const user = await registerUser(t);
    const today = todayFor(t, user);
    const bible = chaptersOf().map((c) => ({ book: bookByNumber(c.book)?.name ?? '', chapter: c.chapter }));
    await logReadings(t, user, '2025-12-31', bible);
    await logReadings(t, user, today, bible);
    await logReadings(
      t,
      user,
      today,
      bible.filter((c) => !(c.book === 'Ruth' && c.chapter === 2)),
    );
    const all = await map(user);
    expect(all).toMatchObject({
      distinctChapters: 1189,
      completions: 2,
      booksFinished: 66,
      testamentsFinished: ['old', 'new'],
    });
    expect(book(all, 'Ruth')?.counts).toEqual([3, 2, 3, 3]);
    expect((await map(user, '?year=2026')).completions).toBe(1);
    expect((await map(user, '?year=2025')).completions).toBe(1);
  });

  it('follows a deleted reading', async () => {
    const user = await registerUser(t);
    const logged = await logReadings(t, user, todayFor(t, user), [{ book: 'Jonah', chapter: 2 }]);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/readings/${logged.readings[0]?.id}`,
      headers: bearer(user.token),
    });
    expect((await map(user)).distinctChapters).toBe(0);
  });

  it('adds up a church’s members for its members; nobody sees another person’s map', async () => {
    const [a, b] = [await registerUser(t, { churchId }), await registerUser(t, { churchId })];
    await logReadings(t, a, todayFor(t, a), [{ book: 'Obadiah', chapter: 1 }]);
    await logReadings(t, b, todayFor(t, b), [{ book: 'Obadiah', chapter: 1 }]);
    const church = await getJson<BibleProgress>(t, a, `/api/progress/bible/church/${churchId}`);
    expect(book(church, 'Obadiah')?.counts).toEqual([2]);
    expect((await map(b)).distinctChapters).toBe(1);
  });

  it.each(['?year=1999', '?year=twenty', '?year=2026.5'])('refuses %s with 400', async (query) => {
    const user = await registerUser(t);
    const res = await t.app.inject({ url: `/api/progress/bible${query}`, headers: bearer(user.token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { year: expect.any(Array) } });
  });

  it('refuses a church id that is not a number with 400', async () => {
    const user = await registerUser(t, { churchId });
    const res = await t.app.inject({ url: '/api/progress/bible/church/abc', headers: bearer(user.token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), errors: { churchId: [expect.any(String)] } });
  });
});
