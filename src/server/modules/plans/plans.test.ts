import { bookByNumber } from '@shared/bible';
import { addDays } from '@shared/dates';
import type { Enrollment, PlanSummary } from '@shared/plans/api';
import { builtInPlanDays } from '@shared/plans/builtin';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { bearer, registerUser, type TestUser } from '../../../../tests/support/factories';
import {
  getJson,
  logReadings,
  registerInZone,
  todayFor,
  updateTracking,
} from '../../../../tests/support/tracking-factories';
import { planEnrollments, readingPlans, readings } from '../../db/schema';

let t: TestApp;
let owner: TestUser;
let ownPlanId = '';
/** The owner's enrollment each enrollment route's authorisation cases aim at. */
const aimedAt = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-10T15:00:00Z');
  owner = await registerUser(t);
  ownPlanId = (await makePlan(owner)).json<{ plan: PlanSummary }>().plan.id;
  for (const [route] of ENROLLMENT_ROUTES) aimedAt.set(route, (await start(owner, 'gospels-30', today())).id);
});
afterAll(() => t.close());

const send = (
  user: Pick<TestUser, 'token'>,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
const today = (user: TestUser = owner) => todayFor(t, user);
const count = async (table: typeof readings | typeof readingPlans | typeof planEnrollments) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
const makePlan = (user: TestUser, overrides: object = {}) =>
  send(user, 'POST', '/api/plans', {
    name: 'Isaiah to Malachi',
    scope: { kind: 'range', from: 'Isaiah', to: 'Malachi' },
    startDate: today(user),
    chaptersPerDay: 5,
    readingDays: [1, 2, 3, 4, 5],
    ...overrides,
  });
async function start(user: TestUser, planId: string, startDate: string): Promise<Enrollment> {
  const res = await send(user, 'POST', `/api/plans/${planId}/enroll`, { startDate });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Enrollment>();
}
const enrollments = (user: TestUser) => getJson<Enrollment[]>(t, user, '/api/plans/enrollments');

const ENROLLMENT_ROUTES = [
  ['PATCH /api/plans/enrollments/:id', '', { paused: true }],
  ['DELETE /api/plans/enrollments/:id', '', undefined],
  ['POST /api/plans/enrollments/:id/read', '/read', { positions: [0] }],
  ['POST /api/plans/enrollments/:id/catch-up', '/catch-up', { mode: 'spread' }],
  ['DELETE /api/plans/enrollments/:id/catch-up', '/catch-up', undefined],
] as const;

routeAuthCases('GET /api/plans', { app: () => t, access: 'user' });
routeAuthCases('POST /api/plans', { app: () => t, access: 'user', session: () => registerUser(t) });
routeAuthCases('POST /api/plans/import', { app: () => t, access: 'user', session: () => registerUser(t) });
routeAuthCases('POST /api/plans/:planId/enroll', {
  app: () => t,
  access: 'user',
  url: () => `/api/plans/${ownPlanId}/enroll`,
  payload: () => ({ startDate: today() }),
  session: async () => owner,
  forbidden: { 'another person’s plan': () => registerUser(t) },
});
routeAuthCases('GET /api/plans/enrollments', { app: () => t, access: 'user' });
/** The cases of a route on one enrollment: its owner may call it, anybody else gets 403. */
const onEnrollment = (route: (typeof ENROLLMENT_ROUTES)[number][0]) => {
  const [, suffix, payload] = ENROLLMENT_ROUTES.find(([r]) => r === route) ?? [];
  return {
    app: () => t,
    access: 'user' as const,
    url: () => `/api/plans/enrollments/${aimedAt.get(route)}${suffix}`,
    payload: () => payload,
    // Each allowed request aims at a fresh enrollment of the owner's (a DELETE ends the one it aims at).
    session: async () => {
      aimedAt.set(route, (await start(owner, 'gospels-30', today())).id);
      return owner;
    },
    forbidden: { 'someone who does not follow that plan': () => registerUser(t) },
  };
};
routeAuthCases('PATCH /api/plans/enrollments/:id', onEnrollment('PATCH /api/plans/enrollments/:id'));
routeAuthCases('DELETE /api/plans/enrollments/:id', onEnrollment('DELETE /api/plans/enrollments/:id'));
routeAuthCases('POST /api/plans/enrollments/:id/read', onEnrollment('POST /api/plans/enrollments/:id/read'));
routeAuthCases(
  'POST /api/plans/enrollments/:id/catch-up',
  onEnrollment('POST /api/plans/enrollments/:id/catch-up'),
);
routeAuthCases(
  'DELETE /api/plans/enrollments/:id/catch-up',
  onEnrollment('DELETE /api/plans/enrollments/:id/catch-up'),
);

describe('plans', () => {
  it('lists the five built-in plans, then the caller’s own only', async () => {
    const plans = await getJson<PlanSummary[]>(t, owner, '/api/plans');
    expect(plans.filter((p) => p.builtIn).map((p) => [p.id, p.days, p.chapters])).toEqual([
      ['bible-year', 365, 1189],
      ['chronological-year', 365, 1189],
      ['new-testament-90', 90, 260],
      ['gospels-30', 30, 89],
      ['psalms-proverbs-month', 31, 181],
    ]);
    expect(plans.filter((p) => !p.builtIn).map((p) => p.name)).toEqual(['Isaiah to Malachi']);
    const other = await registerUser(t);
    expect((await getJson<PlanSummary[]>(t, other, '/api/plans')).some((p) => !p.builtIn)).toBe(false);
  });

  it('makes a plan and starts it: weekdays only, the schedule the shared builder gives', async () => {
    const res = await makePlan(owner, { name: 'Weekday prophets' });
    expect(res.statusCode).toBe(201);
    const { plan, enrollment } = res.json<{ plan: PlanSummary; enrollment: Enrollment }>();
    expect(plan).toMatchObject({ name: 'Weekday prophets', chapters: 250, builtIn: false });
    // 2026-03-10 is a Tuesday: 50 weekdays of 5 chapters, the last on Monday 18 May.
    expect(enrollment).toMatchObject({
      startDate: '2026-03-10',
      endDate: '2026-05-18',
      behindDays: 0,
      chaptersLeft: 250,
    });
    expect(enrollment.today.map((c) => `${c.book} ${c.chapter}`)).toEqual([
      'Isaiah 1',
      'Isaiah 2',
      'Isaiah 3',
      'Isaiah 4',
      'Isaiah 5',
    ]);
  });

  it.each([
    [{ scope: { kind: 'range', from: 'Malachi', to: 'Isaiah' } }, 'scope.to'],
    [{ readingDays: [] }, 'readingDays'],
    [{ chaptersPerDay: undefined }, 'endDate'],
    [{ name: '' }, 'name'],
    [{ startDate: '2026-02-30' }, 'startDate'],
  ])('refuses a bad plan %j with 400 and saves nothing', async (change, field) => {
    const before = [await count(readingPlans), await count(planEnrollments)];
    const res = await makePlan(owner, change);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect([await count(readingPlans), await count(planEnrollments)]).toEqual(before);
  });

  it('imports date,passage lines, or reports every bad line and saves nothing', async () => {
    const user = await registerUser(t);
    const bad = await send(user, 'POST', '/api/plans/import', {
      name: 'Imported',
      csv: 'date,passage\n"2026-03-10","Gen 50; Ex 1-3"\n"2026-03-11","Hezekiah 2"\n"2026-03-32","Ex 4"\n',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['csv.3', 'csv.4']);
    expect(await getJson<Enrollment[]>(t, user, '/api/plans/enrollments')).toEqual([]);
    const good = await send(user, 'POST', '/api/plans/import', {
      name: 'Imported',
      csv: '"2026-03-10","Gen 50; Ex 1-3"\n"2026-03-12","Ex 4"\n',
    });
    expect(good.statusCode).toBe(201);
    const { plan, enrollment } = good.json<{ plan: PlanSummary; enrollment: Enrollment }>();
    expect(plan).toMatchObject({ days: 3, chapters: 5 });
    expect(enrollment.today.map((c) => `${c.book} ${c.chapter}`)).toEqual([
      'Genesis 50',
      'Exodus 1',
      'Exodus 2',
      'Exodus 3',
    ]);
  });

  it('refuses to start another person’s plan (403), an unknown id or a bad date (400)', async () => {
    const other = await registerUser(t);
    expect(
      (await send(other, 'POST', `/api/plans/${ownPlanId}/enroll`, { startDate: today() })).statusCode,
    ).toBe(403);
    expect(
      (await send(other, 'POST', '/api/plans/no-such-plan/enroll', { startDate: today() })).statusCode,
    ).toBe(400);
    expect(
      (await send(other, 'POST', '/api/plans/bible-year/enroll', { startDate: 'soon' })).statusCode,
    ).toBe(400);
    expect(await enrollments(other)).toEqual([]);
    // The error shape: the first message, and the field errors.
    for (const [planId, startDate, field] of [
      ['no-such-plan', today(), 'planId'],
      ['bible-year', 'soon', 'startDate'],
    ] as const) {
      const res = await send(other, 'POST', `/api/plans/${planId}/enroll`, { startDate });
      const errors = res.json().errors;
      expect(res.json()).toEqual({ message: errors[field][0], errors: { [field]: [expect.any(String)] } });
    }
  });
});

describe('following a plan', () => {
  it('started two weeks ago is 14 days behind, with both catch-ups offered', async () => {
    const user = await registerUser(t);
    const started = await start(user, 'gospels-30', addDays(today(user), -14));
    expect(started).toMatchObject({ behindDays: 14, chaptersLeft: 89, paused: false, canUndo: false });
    expect(started.catchUp?.extend.endDate).toBe(addDays(started.endDate, 14));
    expect(started.catchUp?.spread?.perDay).toBeGreaterThan(3);
  });

  it('marks today read in one request, once, even when the tap comes twice at once', async () => {
    const user = await registerUser(t);
    const started = await start(user, 'bible-year', today(user));
    const positions = started.today.map((c) => c.position);
    const before = await count(readings);
    const [first, second] = await Promise.all([
      send(user, 'POST', `/api/plans/enrollments/${started.id}/read`, { positions }),
      send(user, 'POST', `/api/plans/enrollments/${started.id}/read`, { positions }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().logged + second.json().logged).toBe(positions.length);
    expect(await count(readings)).toBe((before ?? 0) + positions.length);
    const [after] = await enrollments(user);
    expect(after?.today.every((c) => c.read)).toBe(true);
    expect(after?.chaptersLeft).toBe(1189 - positions.length);
  });

  it('marks a day read on the date it was marked offline, never after today', async () => {
    const user = await registerUser(t);
    const started = await start(user, 'gospels-30', addDays(today(user), -1));
    const positions = started.today.map((c) => c.position);
    const url = `/api/plans/enrollments/${started.id}/read`;
    const before = await count(readings);
    const future = await send(user, 'POST', url, { positions, readDate: addDays(today(user), 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      message: expect.any(String),
      errors: { readDate: expect.any(Array) },
    });
    expect(await count(readings)).toBe(before);
    const res = await send(user, 'POST', url, { positions, readDate: addDays(today(user), -1) });
    expect(res.statusCode, res.body).toBe(200);
    const dates = await t.database.db
      .selectDistinct({ day: readings.readDate })
      .from(readings)
      .where(eq(readings.userId, user.user.id));
    expect(dates.map((d) => String(d.day))).toEqual([addDays(today(user), -1)]);
    expect(res.json<{ logged: number }>().logged).toBe(positions.length);
  });

  it('ticks a due chapter logged any other way, not one due later; deleting the reading unticks it', async () => {
    const user = await registerUser(t);
    await start(user, 'gospels-30', today(user));
    const logged = await logReadings(t, user, today(user), [
      { book: 'Matthew', chapter: 1 },
      { book: 'John', chapter: 21 },
    ]);
    let [plan] = await enrollments(user);
    expect(plan?.today.find((c) => c.chapter === 1)?.read).toBe(true);
    expect(plan?.chaptersLeft).toBe(88);
    const matthew1 = logged.readings.find((r) => r.book === 'Matthew')?.id;
    expect((await send(user, 'DELETE', `/api/readings/${matthew1}`)).statusCode).toBe(204);
    [plan] = await enrollments(user);
    expect(plan?.chaptersLeft).toBe(89);
  });

  it('keeps a chapter ticked when one of its two readings is deleted, and unticks it with the last', async () => {
    const user = await registerUser(t);
    await start(user, 'gospels-30', today(user));
    // Logged twice while due (a duplicate): the second reading takes over the tick of the first.
    const first = await logReadings(t, user, today(user), [{ book: 'Matthew', chapter: 1 }]);
    const second = await logReadings(t, user, today(user), [{ book: 'Matthew', chapter: 1 }]);
    const remove = async (id: number | undefined) =>
      expect((await send(user, 'DELETE', `/api/readings/${id}`)).statusCode).toBe(204);
    await remove(first.readings[0]?.id);
    let [plan] = await enrollments(user);
    expect(plan?.today.find((c) => c.chapter === 1)?.read).toBe(true);
    expect(plan?.chaptersLeft).toBe(88);
    await remove(second.readings[0]?.id);
    [plan] = await enrollments(user);
    expect(plan?.today.find((c) => c.chapter === 1)?.read).toBe(false);
    expect(plan?.chaptersLeft).toBe(89);
  });

  it('ticks an overdue day’s chapters logged through the reading routes (one chapter, then a batch)', async () => {
    const user = await registerUser(t);
    const started = await start(user, 'gospels-30', addDays(today(user), -2));
    expect(started.behindDays).toBe(2);
    const [first, ...rest] = (builtInPlanDays('gospels-30')[0] ?? []).map((c) => ({
      book: bookByNumber(c.book)?.name ?? '',
      chapter: c.chapter,
    }));
    const one = await send(user, 'POST', '/api/readings', { ...first, readDate: addDays(today(user), -1) });
    expect(one.statusCode, one.body).toBe(201);
    expect((await enrollments(user))[0]).toMatchObject({ behindDays: 2, chaptersLeft: 88 });
    await logReadings(t, user, today(user), rest);
    expect((await enrollments(user))[0]).toMatchObject({ behindDays: 1, chaptersLeft: 88 - rest.length });
  });

  it('ticks the chapters read since a plan’s start when it is started late', async () => {
    const user = await registerUser(t);
    await logReadings(t, user, addDays(today(user), -1), [{ book: 'Matthew', chapter: 1 }]);
    const started = await start(user, 'gospels-30', addDays(today(user), -2));
    expect(started.chaptersLeft).toBe(88);
  });

  it('neither skips nor repeats a plan day when the person’s zone moves ahead and behind', async () => {
    // 15:00 UTC on 10 March: the 11th at 05:00 in Kiritimati (UTC+14), the 10th at 08:00 in Los Angeles.
    const user = await registerInZone(t, 'UTC');
    const started = await start(user, 'gospels-30', today(user));
    const url = `/api/plans/enrollments/${started.id}/read`;
    const days = builtInPlanDays('gospels-30').map((day) => day.map((c) => c.chapter));
    const where = async () => {
      const [plan] = await enrollments(user);
      return {
        todayDate: plan?.todayDate,
        today: plan?.today.map((c) => [c.chapter, c.read]),
        next: plan?.next?.day,
        behindDays: plan?.behindDays,
        aheadDays: plan?.aheadDays,
      };
    };
    const read = (chapters: number[]) => chapters.map((c) => [c, true]);
    const mark = async () => {
      const [plan] = await enrollments(user);
      const positions = plan?.today.map((c) => c.position) ?? [];
      const res = await send(user, 'POST', url, { positions, readDate: today(user) });
      expect(res.statusCode, res.body).toBe(200);
    };
    await mark();
    await updateTracking(t, user, { timeZone: 'Pacific/Kiritimati' });
    expect(await where()).toEqual({
      todayDate: '2026-03-11',
      today: days[1]?.map((c) => [c, false]),
      next: undefined,
      behindDays: 0,
      aheadDays: 0,
    });
    await mark();
    await updateTracking(t, user, { timeZone: 'America/Los_Angeles' });
    // Back on the 10th: its chapters read, the 11th read ahead, the 12th next (the 11th is not offered again).
    expect(await where()).toEqual({
      todayDate: '2026-03-10',
      today: read(days[0] ?? []),
      next: '2026-03-12',
      behindDays: 0,
      aheadDays: 1,
    });
    t.clock.advance(2 * 86_400_000);
    try {
      // The 12th in Los Angeles, the 12th in UTC: one plan day due, none missed twice or skipped.
      expect(await where()).toMatchObject({ todayDate: '2026-03-12', behindDays: 0, aheadDays: 0 });
      expect((await where()).today).toEqual(days[2]?.map((c) => [c, false]));
      await updateTracking(t, user, { timeZone: 'UTC' });
      expect(await where()).toMatchObject({ todayDate: '2026-03-12', behindDays: 0 });
      await updateTracking(t, user, { timeZone: 'Pacific/Kiritimati' });
      // The 13th there: the 12th, unread, is one day behind.
      expect(await where()).toMatchObject({ todayDate: '2026-03-13', behindDays: 1 });
      expect((await where()).today).toEqual(days[3]?.map((c) => [c, false]));
    } finally {
      t.clock.advance(-2 * 86_400_000);
    }
  });

  it('catches up by spreading, undoes it, then by extending', async () => {
    const user = await registerUser(t);
    const started = await start(user, 'gospels-30', addDays(today(user), -10));
    const spread = await send(user, 'POST', `/api/plans/enrollments/${started.id}/catch-up`, {
      mode: 'spread',
    });
    expect(spread.statusCode).toBe(200);
    expect(spread.json<Enrollment>()).toMatchObject({
      behindDays: 0,
      endDate: started.endDate,
      canUndo: true,
    });
    const undone = await send(user, 'DELETE', `/api/plans/enrollments/${started.id}/catch-up`);
    expect(undone.json<Enrollment>()).toMatchObject({
      behindDays: 10,
      canUndo: false,
      endDate: started.endDate,
    });
    const extended = await send(user, 'POST', `/api/plans/enrollments/${started.id}/catch-up`, {
      mode: 'extend',
    });
    expect(extended.json<Enrollment>()).toMatchObject({
      behindDays: 0,
      endDate: addDays(started.endDate, 10),
    });
    expect(
      (await send(user, 'POST', `/api/plans/enrollments/${started.id}/catch-up`, { mode: 'extend' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send(user, 'POST', `/api/plans/enrollments/${started.id}/catch-up`, { mode: 'later' }))
        .statusCode,
    ).toBe(400);
  });

  it('pauses (no marking while paused) and resumes with the days moved on; leaving keeps the readings', async () => {
    const user = await registerUser(t);
    const started = await start(user, 'gospels-30', today(user));
    const paused = await send(user, 'PATCH', `/api/plans/enrollments/${started.id}`, { paused: true });
    expect(paused.json<Enrollment>().paused).toBe(true);
    expect(
      (await send(user, 'POST', `/api/plans/enrollments/${started.id}/read`, { positions: [0] })).statusCode,
    ).toBe(409);
    t.clock.advance(3 * 86_400_000);
    try {
      const resumed = await send(user, 'PATCH', `/api/plans/enrollments/${started.id}`, { paused: false });
      expect(resumed.json<Enrollment>()).toMatchObject({
        paused: false,
        behindDays: 0,
        endDate: addDays(started.endDate, 3),
      });
      const readBefore = await count(readings);
      await send(user, 'POST', `/api/plans/enrollments/${started.id}/read`, { positions: [0, 1, 2] });
      expect((await send(user, 'DELETE', `/api/plans/enrollments/${started.id}`)).statusCode).toBe(204);
      expect(await enrollments(user)).toEqual([]);
      expect(await count(readings)).toBe((readBefore ?? 0) + 3);
    } finally {
      t.clock.advance(-3 * 86_400_000);
    }
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const user = await registerUser(t);
    const started = await start(user, 'gospels-30', today(user));
    for (const [method, suffix, payload] of [
      ['POST', '/read', { positions: [] }],
      ['POST', '/read', { positions: 'all' }],
      ['POST', '/read', { positions: [0], readDate: 'yesterday' }],
      ['PATCH', '', { paused: 'yes' }],
      ['POST', '/catch-up', {}],
    ] as const) {
      const res = await send(user, method, `/api/plans/enrollments/${started.id}${suffix}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect((await send(user, 'PATCH', '/api/plans/enrollments/zero', { paused: true })).statusCode).toBe(400);
    expect(await enrollments(user)).toEqual([expect.objectContaining({ chaptersLeft: 89, paused: false })]);
  });
});
