import { ORIGIN_GOAL } from '@shared/goal';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  insertChurch,
  insertUser,
  type Session,
  sessionOf,
  type TestChurchWorld,
} from '../../../../tests/support/church-admin-factories';
import { bearer } from '../../../../tests/support/factories';
import { churches, churchGoals, notifications, subscriptions, users } from '../../db/schema';
import { yearEndReset } from '../church-admin/year-end.service';

let t: TestApp;
let church: TestChurchWorld;
let anna: Session;
let ben: Session;
let outsider: Session;

const call = (s: Session, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(s.token), ...(payload ? { payload } : {}) });
const goal = async (s: Session = anna) => (await call(s, 'GET', '/api/church/goal')).json();
const admin = () => sessionOf(t, church.adminId, church.churchId);
const setGoal = async (payload: object) => call(await admin(), 'PUT', '/api/church/goal', payload);
const read = async (s: Session, readDate: string, chapters: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/readings/batch',
    headers: bearer(s.token),
    payload: {
      readDate,
      chapters: Array.from({ length: chapters }, (_, i) => ({ book: 'Psalms', chapter: i + 1 })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { readings: Array<{ id: number }> };
};
const pray = async (s: Session, prayerDate: string, minutes: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/prayers',
    headers: bearer(s.token),
    payload: { prayerDate, minutes },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { prayer: { id: number } };
};
const goalNotices = (userId: number) =>
  t.database.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'goal-milestone')));

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-01T18:00:00Z');
  church = await insertChurch(t);
  await t.database.db.update(users).set({ timeZone: 'America/Chicago' }).where(eq(users.id, church.adminId));
  anna = await sessionOf(t, await insertUser(t, church.churchId, { name: 'Anna' }));
  ben = await sessionOf(t, await insertUser(t, church.churchId, { name: 'Ben', timeZone: 'Asia/Tokyo' }));
  outsider = await sessionOf(t, await insertUser(t, null));
});
afterAll(() => t.close());

describe('the church goal', () => {
  it('is null until the administrator sets one', async () => {
    expect(await goal()).toBeNull();
  });

  it('refuses a bad goal with the fields named, and changes nothing', async () => {
    const cases: Array<[object, string]> = [
      [
        { targetChapters: null, targetMinutes: null, startDate: '2026-03-01', endDate: '2026-12-31' },
        'targetChapters',
      ],
      [
        { targetChapters: 0, targetMinutes: null, startDate: '2026-03-01', endDate: '2026-12-31' },
        'targetChapters',
      ],
      [
        { targetChapters: 1.5, targetMinutes: null, startDate: '2026-03-01', endDate: '2026-12-31' },
        'targetChapters',
      ],
      [
        { targetChapters: 10, targetMinutes: -1, startDate: '2026-03-01', endDate: '2026-12-31' },
        'targetMinutes',
      ],
      [
        { targetChapters: 10, targetMinutes: null, startDate: '2026-03-01', endDate: '2026-02-01' },
        'endDate',
      ],
      [
        { targetChapters: 10, targetMinutes: null, startDate: '2026-03-01', endDate: '2030-01-01' },
        'endDate',
      ],
      [
        { targetChapters: 10, targetMinutes: null, startDate: '2026-02-30', endDate: '2026-12-31' },
        'startDate',
      ],
      // Ended before the church's today (1 March in Chicago).
      [
        { targetChapters: 10, targetMinutes: null, startDate: '2026-01-01', endDate: '2026-02-28' },
        'endDate',
      ],
      [{ targetChapters: 10 }, 'startDate'],
    ];
    for (const [payload, field] of cases) {
      const res = await setGoal(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(payload)).toBeDefined();
      // The one error shape: a message to show, the first field error's (a payload may have several).
      const { message, errors } = res.json() as { message: string; errors: Record<string, string[]> };
      expect(Object.values(errors).flat(), JSON.stringify(payload)).toContain(message);
    }
    expect(await t.database.db.select().from(churchGoals)).toEqual([]);
    const [row] = await t.database.db.select().from(churches).where(eq(churches.id, church.churchId));
    expect(row?.timeZone).toBeNull();
  });

  it('starts from the entries already dated in its window and keeps the administrator’s zone', async () => {
    await read(anna, '2026-02-27', 4); // before the window
    await read(anna, '2026-02-28', 3);
    await pray(ben, '2026-03-02', 30); // Tokyo is already on 2 March
    const res = await setGoal({
      targetChapters: 100,
      targetMinutes: 1000,
      startDate: '2026-02-28',
      endDate: '2026-03-09',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(churches).where(eq(churches.id, church.churchId));
    expect(row?.timeZone).toBe('America/Chicago');
    expect(res.json()).toMatchObject({
      timeZone: 'America/Chicago',
      today: '2026-03-01',
      state: 'running',
      daysTotal: 10,
      daysElapsed: 2,
      daysLeft: 9,
      chaptersSoFar: 3,
      minutesSoFar: 30,
      members: 3,
    });
  });

  it('reports its pace, what each remaining day needs and where the recent pace takes it', async () => {
    // 1 March in Chicago: 2 days elapsed (28 Feb, 1 March), 9 left (1 to 9 March); the last days hold
    // 3 chapters in 2 days, so 97 more take 65 days at 1.5 a day.
    const view = await goal();
    expect(view.recentChaptersPerDay).toBe(1.5);
    expect(view.actualChaptersPerDay).toBe(1.5);
    expect(view.requiredChaptersPerDay).toBeCloseTo(97 / 9);
    expect(view.fairShareChaptersPerDay).toBeCloseTo(97 / 9 / 3);
    expect(view.projectedFinishDate).toBe('2026-05-04');
    // Ben's prayer is dated 2 March, after the church's today: in the figures, not in the recent pace.
    expect(view.recentMinutesPerDay).toBe(0);
    expect(view.projectedMinutesFinishDate).toBeNull();
    expect(view.latestMilestone).toBeNull();
  });

  it('moves with every write and deletion dated in its window, and with nothing before it', async () => {
    await read(anna, '2026-02-27', 2);
    expect((await goal()).chaptersSoFar).toBe(3);
    const logged = await read(ben, '2026-03-01', 7);
    expect((await goal()).chaptersSoFar).toBe(10);
    const id = logged.readings[0]?.id;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/readings/${id}`,
      headers: bearer(ben.token),
    });
    expect(res.statusCode).toBe(204);
    expect((await goal(ben)).chaptersSoFar).toBe(9);
  });

  it('tells every member of each milestone once, and of reaching the target', async () => {
    // 10 chapters were reached before the deletion: announced once, not again when crossed again.
    await read(anna, '2026-03-01', 1);
    for (const s of [anna, ben]) {
      expect(await goalNotices(s.userId)).toEqual([
        { message: 'Grace Chapel is 10% of the way to its goal of 100 chapters' },
      ]);
    }
    expect(await goalNotices(outsider.userId)).toEqual([]);
    await pray(anna, '2026-03-01', 1000);
    const view = await goal();
    expect(view).toMatchObject({
      minutesSoFar: 1030,
      minutesReached: true,
      requiredMinutesPerDay: 0,
      projectedMinutesFinishDate: null,
      latestMilestone: { metric: 'minutes', percent: 100 },
    });
    expect((await goalNotices(church.adminId)).map((n) => n.message)).toEqual([
      'Grace Chapel is 10% of the way to its goal of 100 chapters',
      'Grace Chapel reached its goal of 1,000 minutes of prayer!',
    ]);
  });

  it('offers a church in its first week a chapter a day each and the origin story, no pace from a few days', async () => {
    const res = await call(await admin(), 'GET', '/api/church/goal/suggestions');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.members).toBe(3);
    expect(body.suggestions.map((s: { kind: string }) => s.kind)).toEqual(['chapter-a-day', 'origin']);
    expect(body.suggestions[1]).toMatchObject({ ...ORIGIN_GOAL, endDate: '2026-12-31' });
  });

  it('offers the recent pace once a week of the period has reading and prayer, counted over its days', async () => {
    const older = await insertChurch(t, 'Older Chapel');
    // The period began 14 days ago: the pace is over its 15 days, not over 28.
    await t.database.db
      .update(churches)
      .set({ periodStartDate: '2026-02-15' })
      .where(eq(churches.id, older.churchId));
    const member = await sessionOf(t, await insertUser(t, older.churchId, { name: 'Esther' }));
    await read(member, '2026-03-01', 15);
    await pray(member, '2026-03-01', 150);
    const body = (await call(older.admin, 'GET', '/api/church/goal/suggestions')).json();
    expect(body).toMatchObject({ recentChaptersPerDay: 1, recentMinutesPerDay: 10 });
    expect(body.suggestions.map((s: { kind: string }) => s.kind)).toEqual([
      'pace',
      'chapter-a-day',
      'origin',
    ]);
    // 320 days to December 31 at a chapter and ten minutes a day, a tenth more, rounded up nicely.
    expect(body.suggestions[0]).toMatchObject({
      targetChapters: 360,
      targetMinutes: 3600,
      startDate: '2026-02-15',
      endDate: '2026-12-31',
    });
  });

  it('keeps a replaced goal as history with its figures, and a year-end reset changes nothing', async () => {
    const before = await goal();
    const res = await setGoal({ ...ORIGIN_GOAL, startDate: '2026-03-01', endDate: '2026-12-31' });
    expect(res.statusCode, res.body).toBe(200);
    // Entries dated from 1 March: Ben's 6 and Anna's 1 chapters, 30 and 1,000 minutes; the milestones
    // passed already (none here) are not announced.
    expect(res.json()).toMatchObject({ chaptersSoFar: 7, minutesSoFar: 1030, latestMilestone: null });
    expect(res.json().id).not.toBe(before.id);
    await yearEndReset(t.database.db, t.clock, church.adminId);
    expect(await goal()).toMatchObject({ id: res.json().id, chaptersSoFar: 7, minutesSoFar: 1030 });
    const history = await call(await admin(), 'GET', '/api/church/goal/history');
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      expect.objectContaining({
        id: before.id,
        chapters: 10,
        minutes: 1030,
        chaptersReached: false,
        minutesReached: true,
        endReason: 'replaced',
      }),
    ]);
  });

  it('clears the goal into history; clearing none answers 404', async () => {
    const admin1 = await admin();
    expect((await call(admin1, 'DELETE', '/api/church/goal')).json()).toEqual({
      message: 'The goal is cleared',
    });
    expect(await goal()).toBeNull();
    expect((await call(admin1, 'DELETE', '/api/church/goal')).statusCode).toBe(404);
    const history = (await call(admin1, 'GET', '/api/church/goal/history')).json();
    expect(history.map((h: { endReason: string }) => h.endReason)).toEqual(['cleared', 'replaced']);
  });

  it('shows an ended goal as ended, with nothing left to require or project', async () => {
    expect(
      (
        await setGoal({
          targetChapters: 500,
          targetMinutes: null,
          startDate: '2026-03-01',
          endDate: '2026-03-02',
        })
      ).statusCode,
    ).toBe(200);
    t.clock.set('2026-03-05T18:00:00Z');
    anna = await sessionOf(t, anna.userId);
    expect(await goal()).toMatchObject({
      state: 'ended',
      daysLeft: 0,
      daysElapsed: 2,
      requiredChaptersPerDay: null,
      requiredMinutesPerDay: null,
      projectedFinishDate: null,
      fairShareChaptersPerDay: null,
    });
    const history = (await call(await admin(), 'GET', '/api/church/goal/history')).json();
    expect(history[0]).toMatchObject({ endReason: 'finished', endedAt: null, targetChapters: 500 });
  });

  it('stays visible to members of an expired church, whose history needs a subscription (402)', async () => {
    await t.database.db
      .update(subscriptions)
      .set({ trialEndsAt: new Date('2026-01-01T00:00:00Z'), paidUntil: null })
      .where(eq(subscriptions.churchId, church.churchId));
    expect((await call(anna, 'GET', '/api/church/goal')).statusCode).toBe(200);
    expect((await call(await admin(), 'GET', '/api/church/goal/history')).statusCode).toBe(402);
  });

  it('follows the church’s zone, which the administrator can change', async () => {
    const admin1 = await admin();
    expect((await call(admin1, 'GET', '/api/church/time-zone')).json()).toEqual({
      timeZone: 'America/Chicago',
    });
    const bad = await call(admin1, 'PUT', '/api/church/time-zone', { timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.timeZone).toBeDefined();
    expect(bad.json().errors.timeZone).toContain(bad.json().message);
    // Nothing changed: the church keeps its zone, and so does its goal.
    expect((await call(admin1, 'GET', '/api/church/time-zone')).json()).toEqual({
      timeZone: 'America/Chicago',
    });
    expect(await goal()).toMatchObject({ timeZone: 'America/Chicago' });
    const res = await call(admin1, 'PUT', '/api/church/time-zone', { timeZone: 'Pacific/Kiritimati' });
    expect(res.json()).toEqual({ timeZone: 'Pacific/Kiritimati' });
    // 5 March 18:00 UTC is already 6 March in Kiritimati (UTC+14).
    expect(await goal()).toMatchObject({ timeZone: 'Pacific/Kiritimati', today: '2026-03-06' });
  });

  it('is each church’s own: a member of another church reads theirs', async () => {
    const other = await insertChurch(t, 'Hope Church');
    const member = await sessionOf(t, await insertUser(t, other.churchId));
    expect(await goal(member)).toBeNull();
    expect((await call(outsider, 'GET', '/api/church/goal')).statusCode).toBe(403);
  });
});

const freshChurch = async () => insertChurch(t, 'Auth Church');
const unlockedMember = async () => {
  const c = await freshChurch();
  return sessionOf(t, await insertUser(t, c.churchId), c.churchId);
};
const notUnlocked = async () => sessionOf(t, await insertUser(t, (await freshChurch()).churchId));
const noChurch = async () => sessionOf(t, await insertUser(t, null));
const goalPayload = () => ({
  targetChapters: 10,
  targetMinutes: null,
  startDate: '2026-03-05',
  endDate: '2026-12-31',
});

routeAuthCases('GET /api/church/goal', {
  app: () => t,
  access: 'user',
  forbidden: { 'a user without a church': noChurch },
});
const adminOnly = () => ({
  app: () => t,
  access: 'church-admin' as const,
  session: async () => (await freshChurch()).admin,
  forbidden: {
    'a user without a church': noChurch,
    'a member who has not unlocked the church': notUnlocked,
    'an unlocked member who is not the administrator': unlockedMember,
  },
});
const unlockedOnly = () => ({
  app: () => t,
  access: 'church-unlocked' as const,
  forbidden: {
    'a user without a church': noChurch,
    'a member who has not unlocked the church': notUnlocked,
  },
});
routeAuthCases('PUT /api/church/goal', { ...adminOnly(), payload: goalPayload });
routeAuthCases('DELETE /api/church/goal', adminOnly());
routeAuthCases('GET /api/church/goal/suggestions', adminOnly());
routeAuthCases('PUT /api/church/time-zone', { ...adminOnly(), payload: () => ({ timeZone: 'UTC' }) });
routeAuthCases('GET /api/church/goal/history', unlockedOnly());
routeAuthCases('GET /api/church/time-zone', unlockedOnly());
