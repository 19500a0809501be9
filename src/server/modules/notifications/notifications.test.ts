import { BIBLE_BOOKS } from '@shared/bible';
import { addDays } from '@shared/dates';
import type { PersonLanguage } from '@shared/i18n';
import { NOTIFICATIONS_LISTED, type NotificationList } from '@shared/notifications';
import { MAX_CHAPTERS_PER_BATCH } from '@shared/readings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  bearer,
  churchLogin,
  registerChurch,
  registerChurchAdmin,
  registerUser,
  type TestUser,
} from '../../../../tests/support/factories';
import { getJson, logPrayer, logReadings } from '../../../../tests/support/tracking-factories';
import { notifications, users } from '../../db/schema';

let t: TestApp;
const TODAY = '2026-06-10';
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(`${TODAY}T12:00:00Z`));
afterAll(() => t.close());

const list = (u: TestUser) => getJson<NotificationList>(t, u, '/api/notifications');
const messages = async (u: TestUser) => (await list(u)).items.map((n) => n.message);
const markRead = (u: Pick<TestUser, 'token'>) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(u.token) });
const ch = (n: number, book = 'Isaiah') => Array.from({ length: n }, (_, i) => ({ book, chapter: i + 1 }));

routeAuthCases('GET /api/notifications', { app: () => t, access: 'user' });
routeAuthCases('POST /api/notifications/read', {
  app: () => t,
  access: 'user',
  session: () => registerUser(t),
});

describe('streak notifications', () => {
  it('announce amber at 3 days and blue at 7, once each, from the write that reaches them', async () => {
    t.clock.set(`${addDays(TODAY, -6)}T12:00:00Z`);
    const u = await registerUser(t);
    for (let back = 6; back >= 0; back--) {
      t.clock.set(`${addDays(TODAY, -back)}T12:00:00Z`);
      await logPrayer(t, u, addDays(TODAY, -back), 1);
      if (back === 4) expect(await messages(u)).toEqual(['3-day streak! You reached the amber streak badge']);
      if (back === 1) expect(await messages(u)).toHaveLength(1);
    }
    expect(await messages(u)).toEqual([
      '7-day streak! You reached the blue streak badge',
      '3-day streak! You reached the amber streak badge',
    ]);
    const list7 = await list(u);
    expect(list7.unread).toBe(2);
    expect(list7.items[0]).toEqual({
      id: expect.any(Number),
      kind: 'streak',
      message: '7-day streak! You reached the blue streak badge',
      createdAt: `${TODAY}T12:00:00.000Z`,
      read: false,
    });
  });

  it('do not repeat a tier when its entry is deleted and logged again', async () => {
    const u = await registerUser(t);
    await logReadings(t, u, addDays(TODAY, -2), ch(1));
    await logReadings(t, u, addDays(TODAY, -1), ch(1));
    const { readings } = await logReadings(t, u, TODAY, ch(1));
    expect(await messages(u)).toHaveLength(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/readings/${readings[0]?.id}`,
      headers: bearer(u.token),
    });
    expect(del.statusCode).toBe(204);
    await logReadings(t, u, TODAY, ch(1));
    expect(await messages(u)).toEqual(['3-day streak! You reached the amber streak badge']);
  });

  it('announce the tier reached when a past day fills a gap', async () => {
    const u = await registerUser(t);
    for (const back of [0, 1, 3, 4, 5, 6]) await logPrayer(t, u, addDays(TODAY, -back), 1);
    expect(await messages(u)).toEqual([]); // today and yesterday: 2 days
    await logPrayer(t, u, addDays(TODAY, -2), 1);
    expect(await messages(u)).toEqual(['7-day streak! You reached the blue streak badge']);
  });
});

describe('weekly badge notifications', () => {
  it('announce each new reading badge (7 chapters a week) and prayer badge (30 minutes a week)', async () => {
    const u = await registerUser(t);
    await logReadings(t, u, TODAY, ch(6));
    expect(await messages(u)).toEqual([]);
    await logReadings(t, u, TODAY, ch(1));
    expect(await messages(u)).toEqual(['Weekly reading badge ×1: 7 chapters in the last 7 days']);
    await logReadings(t, u, addDays(TODAY, -3), ch(8));
    await logPrayer(t, u, TODAY, 29);
    await logPrayer(t, u, TODAY, 1);
    expect((await messages(u)).slice(0, 2)).toEqual([
      'Weekly prayer badge ×1: 30 minutes of prayer in the last 7 days',
      'Weekly reading badge ×2: 15 chapters in the last 7 days',
    ]);
    // An entry older than the week earns nothing this week.
    await logReadings(t, u, addDays(TODAY, -7), ch(7));
    expect(await messages(u)).toHaveLength(2);
  });
  it('keep one entry per badge: a higher count updates it with a fresh time, unread again, not a new row', async () => {
    const u = await registerUser(t);
    await logReadings(t, u, TODAY, ch(14));
    await markRead(u);
    t.clock.set(`${TODAY}T15:00:00Z`);
    await logReadings(t, u, TODAY, ch(7, 'Jeremiah'));
    t.clock.set(`${TODAY}T16:00:00Z`);
    await logReadings(t, u, TODAY, ch(7, 'Ezekiel'));
    const after = await list(u);
    expect(after.items.filter((n) => n.kind === 'badge')).toEqual([
      {
        id: expect.any(Number),
        kind: 'badge',
        message: 'Weekly reading badge ×4: 28 chapters in the last 7 days',
        createdAt: `${TODAY}T16:00:00.000Z`,
        read: false,
      },
    ]);
    expect(after.unread).toBe(1);
    // Earned again on a later day (the week rolled on): the same entry, refreshed.
    const later = addDays(TODAY, 8);
    t.clock.set(`${later}T12:00:00Z`);
    await markRead(u);
    await logReadings(t, u, later, ch(7));
    const next = await list(u);
    expect(next.items.map((n) => [n.message, n.read])).toEqual([
      ['Weekly reading badge ×1: 7 chapters in the last 7 days', false],
    ]);
    expect(next.items[0]?.id).toBe(after.items[0]?.id);
  });
});

describe('church milestone notifications', () => {
  it(`tell every member once when the church's period reaches 10,000 chapters`, async () => {
    t.clock.set(`${addDays(TODAY, -3)}T12:00:00Z`);
    const c = await registerChurch(t); // period from 3 days ago
    // The person who registered it, its first administrator and a member (decision 037).
    const admin = await registerChurchAdmin(t, c);
    t.clock.set(`${TODAY}T12:00:00Z`);
    const [a, b] = [
      await registerUser(t, { churchId: c.church.id }),
      await registerUser(t, { churchId: c.church.id }),
    ];
    const outsider = await registerUser(t);
    const bible = BIBLE_BOOKS.flatMap((bk) =>
      Array.from({ length: bk.chapters }, (_, i) => ({ book: bk.name, chapter: i + 1 })),
    );
    expect(bible).toHaveLength(MAX_CHAPTERS_PER_BATCH);
    // 8 whole Bibles are 9,512 chapters; the ninth crosses 10,000.
    for (let i = 0; i < 8; i++) await logReadings(t, i % 2 ? a : b, addDays(TODAY, -(i % 3)), bible);
    const milestone = (u: TestUser) =>
      list(u).then((l) => l.items.filter((n) => n.kind === 'church-milestone'));
    expect(await milestone(a)).toEqual([]);
    await logReadings(t, outsider, TODAY, bible);
    await logReadings(t, a, TODAY, bible);
    await logReadings(t, b, TODAY, ch(3));
    for (const member of [admin, a, b]) {
      expect((await milestone(member)).map((n) => n.message)).toEqual([
        'Grace Chapel has read 10,000 chapters this period!',
      ]);
    }
    expect(await milestone(outsider)).toEqual([]);
  });
});

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('list the newest 50 of the caller’s own, count every unread one, and mark all read', async () => {
    const u = await registerUser(t);
    const other = await registerUser(t);
    const base = new Date(`${TODAY}T00:00:00Z`).getTime();
    await t.database.db.insert(notifications).values(
      Array.from({ length: NOTIFICATIONS_LISTED + 5 }, (_, i) => ({
        userId: u.user.id,
        kind: 'badge' as const,
        message: `Notice ${i}`,
        dedupeKey: `test:${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const before = await list(u);
    expect(before.unread).toBe(NOTIFICATIONS_LISTED + 5);
    expect(before.items).toHaveLength(NOTIFICATIONS_LISTED);
    expect(before.items[0]?.message).toBe(`Notice ${NOTIFICATIONS_LISTED + 4}`);
    expect(await list(other)).toEqual({ unread: 0, items: [] });

    const res = await markRead(u);
    expect(res.statusCode).toBe(204);
    const after = await list(u);
    expect(after.unread).toBe(0);
    expect(after.items.every((n) => n.read)).toBe(true);
    expect((await markRead(u)).statusCode).toBe(204);
  });
});

/*
 * In the reader's language (issue 15, decisions 017 and 035): made with their catalogue key and values,
 * written in the caller's saved language when read; English as it always was; rows made before the keys
 * were stored read through the catalogue lookup.
 */
const speak = (u: TestUser, language: PersonLanguage) =>
  t.database.db.update(users).set({ language }).where(eq(users.id, u.user.id));
/** Jude (one chapter: a finished book) and six psalms: seven chapters, the weekly reading badge. */
const judeAndPsalms = [
  { book: 'Jude', chapter: 1 },
  ...Array.from({ length: 6 }, (_, i) => ({ book: 'Psalms', chapter: i + 1 })),
];

describe('a person’s notifications', () => {
  it('read in Spanish for a Spanish reader: badges and finished books, names and numbers translated', async () => {
    const u = await registerUser(t);
    await speak(u, 'es');
    await logReadings(t, u, TODAY, judeAndPsalms);
    expect((await messages(u)).sort()).toEqual([
      'Insignia semanal de lectura ×1: 7 capítulos en los últimos 7 días',
      'Terminaste Judas: leíste todos sus capítulos',
    ]);
  });

  it('read in English for an English reader, the same texts as before, and follow a change of language', async () => {
    const u = await registerUser(t);
    await logReadings(t, u, TODAY, judeAndPsalms);
    const english = [
      'Weekly reading badge ×1: 7 chapters in the last 7 days',
      'You finished Jude: every chapter read',
    ];
    expect((await messages(u)).sort()).toEqual(english);
    // The stored `message` is the English text, as the API always sent it.
    const stored = await t.database.db
      .select({ message: notifications.message, key: notifications.messageKey })
      .from(notifications)
      .where(eq(notifications.userId, u.user.id));
    expect(stored.map((row) => row.message).sort()).toEqual(english);
    expect(stored.map((row) => row.key).sort()).toEqual(['bookFinished', 'weeklyReading']);
    // Made in English, read in Spanish once the person reads Spanish: written when read.
    await speak(u, 'es');
    expect((await messages(u)).sort()).toEqual([
      'Insignia semanal de lectura ×1: 7 capítulos en los últimos 7 días',
      'Terminaste Judas: leíste todos sus capítulos',
    ]);
  });

  it('tells a church milestone to each member in their own language', async () => {
    const church = await registerChurch(t, { name: 'Iglesia Gracia' });
    const admin = await churchLogin(t, church);
    const lidia = await registerUser(t, { churchId: church.church.id });
    await speak(lidia, 'es');
    const ben = await registerUser(t, { churchId: church.church.id });
    const goal = await t.app.inject({
      method: 'PUT',
      url: '/api/church/goal',
      headers: bearer(admin.token),
      payload: { targetChapters: 1200, targetMinutes: null, startDate: '2026-06-01', endDate: '2026-12-31' },
    });
    expect(goal.statusCode, goal.body).toBe(200);
    const psalms = Array.from({ length: 150 }, (_, i) => ({ book: 'Psalms', chapter: i + 1 }));
    for (const day of ['2026-06-08', '2026-06-09']) await logReadings(t, ben, day, psalms);
    const spanish = (await messages(lidia)).filter((m) => m.includes('Iglesia Gracia'));
    const english = (await messages(ben)).filter((m) => m.includes('Iglesia Gracia'));
    expect(spanish.length).toBeGreaterThan(0);
    expect(spanish.length).toBe(english.length);
    expect(spanish[0]).toMatch(/^Iglesia Gracia ya alcanzó el \d+% de su meta de 1,200 capítulos$/);
    expect(english[0]).toMatch(/^Iglesia Gracia is \d+% of the way to its goal of 1,200 chapters$/);
  });
});

describe('notifications made before their keys were stored', () => {
  const insertOld = (u: TestUser, message: string, key: string) =>
    t.database.db
      .insert(notifications)
      .values({ userId: u.user.id, kind: 'church-milestone', message, dedupeKey: key });

  it('read as they were in English, and through the catalogue in Spanish; unknown texts unchanged', async () => {
    const u = await registerUser(t);
    await insertOld(u, 'Grace Chapel has read 10,000 chapters this period!', 'old:1');
    await insertOld(u, 'A text no catalogue holds', 'old:2');
    expect((await messages(u)).sort()).toEqual([
      'A text no catalogue holds',
      'Grace Chapel has read 10,000 chapters this period!',
    ]);
    await speak(u, 'es');
    expect((await messages(u)).sort()).toEqual([
      'A text no catalogue holds',
      '¡Grace Chapel ya leyó 10,000 capítulos en este período!',
    ]);
  });
});
