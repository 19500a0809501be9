import { SUBSCRIPTION_EXPIRED_MESSAGE } from '@shared/church-admin';
import { dayIn } from '@shared/dates';
import { eq } from 'drizzle-orm';
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
import { subscriptions, users } from '../../db/schema';

let t: TestApp;
let church: TestChurchWorld;
let other: TestChurchWorld;
beforeAll(async () => {
  t = await createTestApp();
  church = await insertChurch(t, 'Export Church');
  other = await insertChurch(t, 'Other Church');
});
afterAll(() => t.close());

const get = (s: Pick<Session, 'token'>, url: string) => t.app.inject({ url, headers: bearer(s.token) });
const lines = (body: string) => body.trim().split('\n');
const today = () => dayIn('UTC', t.clock.now());

/** Logged-in callers who are not this church's unlocked administrator. */
const refused = {
  'a plain member, unlocked': async () => sessionOf(t, await insertUser(t, church.churchId), church.churchId),
  'a member who has not unlocked the church': async () => sessionOf(t, await insertUser(t, church.churchId)),
  "another church's administrator (unlocked for this church)": async () =>
    sessionOf(t, other.adminId, church.churchId),
  'a user without a church': async () => sessionOf(t, await insertUser(t, null)),
};

routeAuthCases('GET /api/church/export/members', {
  app: () => t,
  access: 'church-admin',
  forbidden: refused,
});
routeAuthCases('GET /api/church/export/figures', {
  app: () => t,
  access: 'church-admin',
  url: () => '/api/church/export/figures?period=weekly',
  forbidden: refused,
});

describe('GET /api/church/export/members', () => {
  it('lists names, e-mails and the administrator; opted-out members as Anonymous member without e-mail', async () => {
    const c = await insertChurch(t, 'Listing Church');
    await insertUser(t, c.churchId, { name: 'Zed' });
    await insertUser(t, c.churchId, { name: 'Aaron Hidden', shareNameWithChurch: false });
    await insertUser(t, c.churchId, { name: '=HYPERLINK("x")' });
    await insertUser(t, other.churchId, { name: 'Elsewhere' });
    const res = await get(c.admin, '/api/church/export/members');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="church-members-${today()}.csv"`);
    const email = async (name: string) =>
      (await t.database.db.select({ email: users.email }).from(users).where(eq(users.name, name)))[0]?.email;
    expect(lines(res.body)).toEqual([
      'name,email,church_admin',
      // A name a spreadsheet would run as a formula is written as text.
      `"'=HYPERLINK(""x"")",${await email('=HYPERLINK("x")')},false`,
      'Anonymous member,,false',
      `Listing Church Admin,${await email('Listing Church Admin')},true`,
      `Zed,${await email('Zed')},false`,
    ]);
    expect(res.body).not.toContain('Aaron');
    expect(res.body).not.toContain('Elsewhere');
  });

  it('names an opted-out member in the administrator’s language, sorted by that name', async () => {
    const c = await insertChurch(t, 'Iglesia Lista');
    await insertUser(t, c.churchId, { name: 'Zacarías' });
    await insertUser(t, c.churchId, { name: 'Ana Oculta', shareNameWithChurch: false });
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, c.adminId));
    const res = await get(c.admin, '/api/church/export/members');
    expect(lines(res.body).map((line) => line.split(',')[0])).toEqual([
      'name',
      'Iglesia Lista Admin',
      'Miembro anónimo',
      'Zacarías',
    ]);
    expect(res.body).not.toContain('Anonymous member');
    expect(res.body).not.toContain('Ana');
  });

  it("gives another church's administrator their own church only", async () => {
    const res = await get(other.admin, '/api/church/export/members');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Export Church Admin');
    expect(res.body).toContain('Other Church Admin');
  });

  it('pages through a large church: every member once', async () => {
    const c = await insertChurch(t, 'Big Church');
    await t.database.db.insert(users).values(
      Array.from({ length: 1203 }, (_, i) => ({
        name: `Member ${String(i).padStart(4, '0')}`,
        email: `big-${i}-${process.pid}@example.test`,
        passwordHash: 'not a hash: these members never sign in',
        churchId: c.churchId,
        shareNameWithChurch: i % 10 !== 0,
      })),
    );
    const rows = lines((await get(c.admin, '/api/church/export/members')).body).slice(1);
    expect(rows).toHaveLength(1204);
    expect(rows.filter((r) => r.startsWith('Anonymous member,,'))).toHaveLength(121);
    expect(new Set(rows.filter((r) => !r.startsWith('Anonymous')))).toHaveProperty('size', 1204 - 121);
  });
});

describe('GET /api/church/export/figures', () => {
  it.each([
    ['', 'no period'],
    ['?period=monthly', 'an unknown period'],
  ])('answers 400 with { message, errors } for %j (%s)', async (query) => {
    const res = await get(church.admin, `/api/church/export/figures${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Choose a period: weekly or annual',
      errors: { period: ['Choose a period: weekly or annual'] },
    });
  });

  it("gives the weekly and annual figures of the church's entries", async () => {
    const c = await insertChurch(t, 'Figures Church');
    const member = await sessionOf(t, await insertUser(t, c.churchId), c.churchId);
    const day = today();
    const logged = await t.app.inject({
      method: 'POST',
      url: '/api/readings/batch',
      headers: bearer(member.token),
      payload: {
        readDate: day,
        chapters: [
          { book: 'John', chapter: 1 },
          { book: 'John', chapter: 2 },
        ],
      },
    });
    expect(logged.statusCode).toBe(201);
    const prayed = await t.app.inject({
      method: 'POST',
      url: '/api/prayers',
      headers: bearer(member.token),
      payload: { prayerDate: day, minutes: 20 },
    });
    expect(prayed.statusCode).toBe(201);

    const weekly = await get(c.admin, '/api/church/export/figures?period=weekly');
    expect(weekly.statusCode).toBe(200);
    expect(weekly.headers['content-disposition']).toBe(
      `attachment; filename="church-weekly-figures-${day}.csv"`,
    );
    const weeks = lines(weekly.body);
    expect(weeks[0]).toBe('week_start,week_end,chapters,prayer_minutes');
    expect(weeks.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},2,20$/);

    const annual = await get(c.admin, '/api/church/export/figures?period=annual');
    expect(annual.statusCode).toBe(200);
    expect(lines(annual.body)).toEqual(['year,chapters,prayer_minutes', `${day.slice(0, 4)},2,20`]);
  });

  it('answers 402 once the subscription has expired', async () => {
    const c = await insertChurch(t, 'Expired Church');
    await t.database.db
      .update(subscriptions)
      .set({ trialEndsAt: new Date('2020-01-01T00:00:00Z'), paidUntil: null })
      .where(eq(subscriptions.churchId, c.churchId));
    const res = await get(c.admin, '/api/church/export/figures?period=annual');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: SUBSCRIPTION_EXPIRED_MESSAGE });
  });
});
