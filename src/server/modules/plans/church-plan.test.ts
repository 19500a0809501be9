import { bookByNumber } from '@shared/bible';
import { SUBSCRIPTION_EXPIRED_MESSAGE } from '@shared/church-admin';
import { addDays } from '@shared/dates';
import type { Enrollment, PlanSummary } from '@shared/plans/api';
import { builtInPlanDays } from '@shared/plans/builtin';
import type { ChurchPlanAnswer, ChurchPlanProgress } from '@shared/plans/church';
import { eq, sql } from 'drizzle-orm';
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
import { churchPlans, planEnrollments, readingPlans, subscriptions } from '../../db/schema';

let t: TestApp;
let a: TestChurchWorld;
let b: TestChurchWorld;
const NOW = '2026-03-10T15:00:00Z';
const TODAY = '2026-03-10';
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  a = await insertChurch(t, 'Grace Chapel');
  b = await insertChurch(t, 'Hope Church');
});
afterAll(() => t.close());

const member = async (
  church: TestChurchWorld | null,
  options: { timeZone?: string; unlocked?: boolean } = {},
) =>
  sessionOf(
    t,
    await insertUser(t, church?.churchId ?? null, { timeZone: options.timeZone ?? 'UTC' }),
    options.unlocked && church ? church.churchId : undefined,
  );
const send = (
  s: Pick<Session, 'token'>,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(s.token), ...(payload ? { payload } : {}) });
const setPlan = (s: Session, planId: string, startDate: string) =>
  send(s, 'PUT', '/api/church/plan', { planId, startDate });
const planOf = async (s: Session) => {
  const res = await send(s, 'GET', '/api/church/plan');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChurchPlanAnswer>().plan;
};
const progress = async (s: Session) => {
  const res = await send(s, 'GET', '/api/church/plan/progress');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChurchPlanProgress>();
};
const enrollmentsOf = async (s: Session) =>
  (await send(s, 'GET', '/api/plans/enrollments')).json<Enrollment[]>();
const count = async (table: typeof churchPlans | typeof planEnrollments | typeof readingPlans) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

const noChurch = { 'a user without a church': () => member(null) };
const notAdmin = {
  ...noChurch,
  'a member who has not unlocked the church': () => member(a),
  'an unlocked member who is not the administrator': () => member(a, { unlocked: true }),
};
routeAuthCases('GET /api/church/plan', { app: () => t, access: 'user', forbidden: noChurch });
routeAuthCases('PUT /api/church/plan', {
  app: () => t,
  access: 'church-admin',
  payload: () => ({ planId: 'gospels-30', startDate: TODAY }),
  session: async () => (await insertChurch(t, 'Auth Church')).admin,
  forbidden: notAdmin,
});
routeAuthCases('DELETE /api/church/plan', {
  app: () => t,
  access: 'church-admin',
  session: async () => (await insertChurch(t, 'Auth Church')).admin,
  forbidden: notAdmin,
});
routeAuthCases('POST /api/church/plan/join', {
  app: () => t,
  access: 'user',
  session: async () => {
    const church = await insertChurch(t, 'Joining Church');
    expect((await setPlan(church.admin, 'gospels-30', TODAY)).statusCode).toBe(200);
    return member(church);
  },
  forbidden: noChurch,
});
routeAuthCases('GET /api/church/plan/progress', {
  app: () => t,
  access: 'church-unlocked',
  forbidden: {
    ...noChurch,
    'a member who has not unlocked the church': () => member(a),
    'a member whose unlock is for another church': async () =>
      sessionOf(t, await insertUser(t, a.churchId), b.churchId),
  },
});

describe('setting the church plan', () => {
  it('the administrator sets a built-in plan; members read it, another church does not see it', async () => {
    const res = await setPlan(a.admin, 'bible-year', '2026-03-01');
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      planId: 'bible-year',
      name: 'The Bible in a year',
      builtIn: true,
      startDate: '2026-03-01',
      endDate: addDays('2026-03-01', 364),
      days: 365,
      chapters: 1189,
      setAt: new Date(NOW).toISOString(),
      enrollmentId: null,
    };
    expect(res.json<ChurchPlanAnswer>().plan).toEqual(expected);
    expect(await planOf(await member(a))).toEqual(expected);
    const outsider = await member(b);
    expect(await planOf(outsider)).toBeNull();
    expect((await send(outsider, 'POST', '/api/church/plan/join')).statusCode).toBe(409);
    expect(await enrollmentsOf(outsider)).toEqual([]);
    const [row] = await t.database.db.select().from(churchPlans).where(eq(churchPlans.churchId, a.churchId));
    expect(row?.setBy).toBe(a.adminId);
  });

  it.each([
    [{ planId: 'no-such-plan', startDate: TODAY }, 'planId'],
    [{ planId: 'bible-year', startDate: 'soon' }, 'startDate'],
    [{ planId: 'bible-year', startDate: '2026-02-30' }, 'startDate'],
    [{ startDate: TODAY }, 'planId'],
    [{ planId: 'bible-year' }, 'startDate'],
  ])('refuses %j with 400 { message, errors } and changes nothing', async (body, field) => {
    const before = await planOf(a.admin);
    const res = await send(a.admin, 'PUT', '/api/church/plan', body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(await planOf(a.admin)).toEqual(before);
  });

  it('refuses another person’s plan (403) and changes nothing', async () => {
    const other = await member(a);
    const made = await send(other, 'POST', '/api/plans', {
      name: 'Not the admin’s',
      scope: { kind: 'books', books: ['Ruth'] },
      startDate: TODAY,
      chaptersPerDay: 1,
      readingDays: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(made.statusCode, made.body).toBe(201);
    const before = [await planOf(a.admin), await count(readingPlans)];
    const res = await setPlan(a.admin, made.json<{ plan: PlanSummary }>().plan.id, TODAY);
    expect(res.statusCode).toBe(403);
    expect([await planOf(a.admin), await count(readingPlans)]).toEqual(before);
  });

  it('a plan the administrator made becomes the church’s own copy, which outlives the original', async () => {
    const church = await insertChurch(t, 'Made Plan Church');
    const made = await send(church.admin, 'POST', '/api/plans', {
      name: 'Ruth and Jonah',
      scope: { kind: 'books', books: ['Ruth', 'Jonah'] },
      startDate: TODAY,
      chaptersPerDay: 2,
      readingDays: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(made.statusCode, made.body).toBe(201);
    const ownId = made.json<{ plan: PlanSummary }>().plan.id;
    const res = await setPlan(church.admin, ownId, TODAY);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json<ChurchPlanAnswer>().plan;
    expect(plan).toMatchObject({ name: 'Ruth and Jonah', builtIn: false, days: 4, chapters: 8 });
    expect(plan?.planId).not.toBe(ownId);
    const [copy] = await t.database.db
      .select()
      .from(readingPlans)
      .where(eq(readingPlans.id, Number(plan?.planId)));
    expect(copy).toMatchObject({ userId: null, churchId: church.churchId, chapters: 8 });
    // Members join the copy; the administrator's own list does not show it.
    const m = await member(church);
    const joined = await send(m, 'POST', '/api/church/plan/join');
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json<Enrollment>().today.map((c) => `${c.book} ${c.chapter}`)).toEqual([
      'Ruth 1',
      'Ruth 2',
    ]);
    await t.database.db.delete(readingPlans).where(eq(readingPlans.id, Number(ownId)));
    expect((await planOf(m))?.name).toBe('Ruth and Jonah');
    expect(await enrollmentsOf(m)).toHaveLength(1);
  });

  it('clearing it leaves members following it as a plan of their own', async () => {
    const church = await insertChurch(t, 'Clearing Church');
    expect((await setPlan(church.admin, 'gospels-30', TODAY)).statusCode).toBe(200);
    const m = await member(church);
    expect((await send(m, 'POST', '/api/church/plan/join')).statusCode).toBe(201);
    const cleared = await send(church.admin, 'DELETE', '/api/church/plan');
    expect(cleared.statusCode).toBe(204);
    expect(await planOf(m)).toBeNull();
    expect((await enrollmentsOf(m)).map((e) => e.planId)).toEqual(['gospels-30']);
    expect((await send(m, 'POST', '/api/church/plan/join')).statusCode).toBe(409);
    expect((await send(church.admin, 'DELETE', '/api/church/plan')).statusCode).toBe(204);
  });
});

describe('joining the church plan', () => {
  it('starts it on the church’s start date, once however often (or however fast) it is tapped', async () => {
    const church = await insertChurch(t, 'Join Church');
    expect((await setPlan(church.admin, 'gospels-30', '2026-03-08')).statusCode).toBe(200);
    const m = await member(church);
    const before = await count(planEnrollments);
    const [first, second] = await Promise.all([
      send(m, 'POST', '/api/church/plan/join'),
      send(m, 'POST', '/api/church/plan/join'),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 201]);
    expect(first?.json<Enrollment>().id).toBe(second?.json<Enrollment>().id);
    const again = await send(m, 'POST', '/api/church/plan/join');
    expect(again.statusCode).toBe(200);
    expect(await count(planEnrollments)).toBe((before ?? 0) + 1);
    const [mine] = await enrollmentsOf(m);
    expect(mine).toMatchObject({ planId: 'gospels-30', startDate: '2026-03-08', behindDays: 2 });
    expect((await planOf(m))?.enrollmentId).toBe(mine?.id);
    // Setting another plan replaces it: the member's enrollment stays, the new one is not joined yet.
    expect((await setPlan(church.admin, 'bible-year', TODAY)).statusCode).toBe(200);
    expect((await planOf(m))?.enrollmentId).toBeNull();
    expect(await enrollmentsOf(m)).toHaveLength(1);
  });
});

describe('the church plan’s progress', () => {
  it('answers 402 once the church’s subscription has expired (analytics need one: decision 023)', async () => {
    const expired = await insertChurch(t, 'Expired Church');
    expect((await setPlan(expired.admin, 'gospels-30', TODAY)).statusCode).toBe(200);
    await t.database.db
      .update(subscriptions)
      .set({ trialEndsAt: new Date('2026-01-01T00:00:00Z'), paidUntil: null })
      .where(eq(subscriptions.churchId, expired.churchId));
    const res = await send(expired.admin, 'GET', '/api/church/plan/progress');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: SUBSCRIPTION_EXPIRED_MESSAGE });
    // Members still read the plan itself (tracking never stops).
    expect((await send(await member(expired), 'GET', '/api/church/plan')).statusCode).toBe(200);
  });

  /** The chapters of the plan's first `days` days, by name. */
  const firstDays = (days: number) =>
    builtInPlanDays('gospels-30')
      .slice(0, days)
      .flat()
      .map((c) => ({ book: bookByNumber(c.book)?.name ?? '', chapter: c.chapter }));
  const read = async (s: Session, readDate: string, days: number) => {
    const res = await send(s, 'POST', '/api/readings/batch', { readDate, chapters: firstDays(days) });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('counts followers on track, 1 to 3 days behind and further behind, as their own plans say', async () => {
    const church = await insertChurch(t, 'Counting Church');
    const admin = church.admin;
    expect(await progress(admin)).toEqual({
      plan: null,
      following: 0,
      onTrack: 0,
      behindOneToThree: 0,
      behindMore: 0,
    });
    // Started ten days ago: 2026-02-28 to 2026-03-09 are past plan days in UTC.
    expect((await setPlan(admin, 'gospels-30', '2026-02-28')).statusCode).toBe(200);
    const join = async (s: Session) =>
      expect((await send(s, 'POST', '/api/church/plan/join')).statusCode).toBe(201);
    const onTrack = await member(church);
    await join(onTrack);
    await read(onTrack, TODAY, 10);
    const twoBehind = await member(church);
    await join(twoBehind);
    await read(twoBehind, TODAY, 8);
    const tenBehind = await member(church);
    await join(tenBehind);
    // In Auckland it is already 11 March: the same ten days read leave one day behind.
    const auckland = await member(church, { timeZone: 'Pacific/Auckland' });
    await join(auckland);
    await read(auckland, '2026-03-11', 10);
    // Not counted: a member who did not join, and one who joined and then left the church.
    await member(church);
    const leaver = await member(church);
    await join(leaver);
    await t.database.db.execute(sql`update users set church_id = ${b.churchId} where id = ${leaver.userId}`);

    const behind = async (s: Session) => (await enrollmentsOf(s))[0]?.behindDays;
    expect(await Promise.all([onTrack, twoBehind, tenBehind, auckland].map(behind))).toEqual([0, 2, 10, 1]);
    const expected = {
      plan: { planId: 'gospels-30', name: 'The Gospels in 30 days', builtIn: true, startDate: '2026-02-28' },
      following: 4,
      onTrack: 1,
      behindOneToThree: 2,
      behindMore: 1,
    };
    expect(await progress(admin)).toEqual(expected);
    // Any member who unlocked the church reads the same counts; two days on, the two-days-behind is further behind.
    expect(await progress(await member(church, { unlocked: true }))).toEqual(expected);
    t.clock.set('2026-03-12T15:00:00Z');
    try {
      // A new session: the unlock of the one above has expired by then.
      const later = await sessionOf(t, church.adminId, church.churchId);
      expect(await progress(later)).toMatchObject({
        following: 4,
        onTrack: 0,
        behindOneToThree: 2,
        behindMore: 2,
      });
    } finally {
      t.clock.set(NOW);
    }
  });
});
