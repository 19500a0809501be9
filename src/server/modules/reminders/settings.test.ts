import { DEFAULT_REMINDER_SETTINGS, type RemindersResponse } from '@shared/reminders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { bearer, registerUser, type TestUser } from '../../../../tests/support/factories';
import { pushSubscriptions, reminderSchedule, reminderSettings, serverSecrets, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set('2026-06-10T12:00:00Z'));
afterAll(() => t.close());

const get = (u: TestUser) => t.app.inject({ url: '/api/me/reminders', headers: bearer(u.token) });
const put = (u: TestUser, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/reminders',
    headers: bearer(u.token),
    payload: payload as object,
  });
const scheduleOf = (userId: number) =>
  t.database.db
    .select({
      kind: reminderSchedule.kind,
      dueAt: reminderSchedule.dueAt,
      localDay: reminderSchedule.localDay,
    })
    .from(reminderSchedule)
    .where(eq(reminderSchedule.userId, userId))
    .orderBy(reminderSchedule.kind);
const settingsRow = async (userId: number) =>
  (await t.database.db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)))[0];

/** A session whose password the church administrator set: every 'user' route refuses it until it is changed. */
async function temporaryPasswordSession() {
  const u = await registerUser(t);
  await t.database.db.update(users).set({ passwordMustChange: true }).where(eq(users.id, u.user.id));
  return u;
}

routeAuthCases('GET /api/me/reminders', {
  app: () => t,
  access: 'user',
  forbidden: { 'a session on a temporary password': temporaryPasswordSession },
});
routeAuthCases('PUT /api/me/reminders', {
  app: () => t,
  access: 'user',
  payload: () => ({ daily: { email: true } }),
  session: () => registerUser(t),
  forbidden: { 'a session on a temporary password': temporaryPasswordSession },
});

describe('reminder settings', () => {
  it('are all off until the person turns one on, with no row and nothing scheduled', async () => {
    const u = await registerUser(t, { name: 'Off Reader' });
    const res = await get(u);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...DEFAULT_REMINDER_SETTINGS,
      timeZone: 'UTC',
      push: { publicKey: expect.stringMatching(/^[\w-]{80,}$/), devices: 0 },
    } satisfies RemindersResponse);
    expect(await settingsRow(u.user.id)).toBeUndefined();
    expect(await scheduleOf(u.user.id)).toEqual([]);
  });

  it('merge a partial update, answer the whole settings and schedule what is on', async () => {
    const u = await registerUser(t);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(u.token),
      payload: { name: u.user.name, email: u.email, timeZone: 'America/New_York' },
    });
    const res = await put(u, { daily: { email: true, days: [5, 1, 3, 1] } });
    expect(res.statusCode).toBe(200);
    const body = res.json<RemindersResponse>();
    expect(body.daily).toEqual({ email: true, push: false, time: '07:00', days: [1, 3, 5] });
    expect(body.behind).toEqual(DEFAULT_REMINDER_SETTINGS.behind);
    expect(body.timeZone).toBe('America/New_York');
    // Wednesday June 10, 08:00 in New York: the next Monday/Wednesday/Friday 07:00 is Friday's.
    expect(await scheduleOf(u.user.id)).toEqual([
      { kind: 'daily', dueAt: new Date('2026-06-12T11:00:00Z'), localDay: '2026-06-12' },
    ]);
    const token = (await settingsRow(u.user.id))?.unsubscribeToken;
    expect(token).toMatch(/^[\w-]{32}$/);

    const second = await put(u, { behind: { push: true, time: '20:30' }, weekly: { email: true, day: 6 } });
    expect(second.json<RemindersResponse>().daily.days).toEqual([1, 3, 5]);
    expect((await scheduleOf(u.user.id)).map((s) => [s.kind, s.localDay])).toEqual([
      ['behind', '2026-06-10'],
      ['daily', '2026-06-12'],
      ['weekly', '2026-06-13'],
    ]);
    expect((await settingsRow(u.user.id))?.unsubscribeToken).toBe(token);
    expect((await get(u)).json()).toEqual(second.json());

    await put(u, { daily: { email: false }, behind: { push: false } });
    expect((await scheduleOf(u.user.id)).map((s) => s.kind)).toEqual(['weekly']);
  });

  it('move with the profile’s time zone, in the same update', async () => {
    const u = await registerUser(t);
    await put(u, { daily: { push: true, time: '07:00' } });
    expect((await scheduleOf(u.user.id))[0]?.dueAt).toEqual(new Date('2026-06-11T07:00:00Z'));
    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(u.token),
      payload: { name: u.user.name, email: u.email, timeZone: 'Europe/Berlin' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await scheduleOf(u.user.id))[0]?.dueAt).toEqual(new Date('2026-06-11T05:00:00Z'));
  });

  it('report the server’s VAPID public key (made once, kept) and the person’s subscribed devices', async () => {
    const u = await registerUser(t);
    for (const n of [1, 2]) {
      await t.database.db.insert(pushSubscriptions).values({
        userId: u.user.id,
        endpoint: `https://push.example.test/${u.user.id}/${n}`,
        p256dh: 'key',
        auth: 'auth',
        createdAt: t.clock.now(),
      });
    }
    const push = (await get(u)).json().push;
    const [stored] = await t.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid'));
    expect(push).toEqual({
      publicKey: (stored?.value as { publicKey?: string } | undefined)?.publicKey,
      devices: 2,
    });
    expect((await get(u)).json().push.publicKey).toBe(push.publicKey);
  });

  it('take back the whole GET document with one value changed, ignoring its read-only fields', async () => {
    const u = await registerUser(t);
    await put(u, { weekly: { email: true } });
    const before = (await get(u)).json<RemindersResponse>();
    const document = { ...before, behind: { ...before.behind, time: '21:15' } };
    const res = await put(u, { ...document, timeZone: 'Asia/Tokyo', push: { publicKey: 'x', devices: 9 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(document);
    expect((await get(u)).json()).toEqual(document);
  });

  it.each([
    [{ daily: { time: '7:00' } }, 'daily.time', 'Choose a time such as 07:00'],
    [{ behind: { time: '24:00' } }, 'behind.time', 'Choose a time such as 07:00'],
    [{ daily: { days: [7] } }, 'daily.days.0', 'Choose days of the week'],
    [{ weekly: { day: -1 } }, 'weekly.day', 'Choose days of the week'],
    [{ weekly: { push: true } }, 'weekly', undefined],
    [{ daily: { emial: true } }, 'daily', undefined],
    [{ monthly: { email: true } }, 'body', undefined],
  ])('refuse %j with 400 and change nothing', async (payload, field, message) => {
    const u = await registerUser(t);
    await put(u, { daily: { email: true } });
    const before = await get(u);
    const res = await put(u, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.message).toBe(message);
    expect((await get(u)).json()).toEqual(before.json());
  });
});
