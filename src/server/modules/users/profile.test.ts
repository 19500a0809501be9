import { ADMIN_KEEPS_CHURCH_MESSAGE, EMAIL_TAKEN_MESSAGE, UNKNOWN_CHURCH_MESSAGE } from '@shared/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  bearer,
  churchLogin,
  meStatus,
  registerChurch,
  registerChurchAdmin,
  registerUser,
  sessionCookie,
  type TestUser,
  uniqueEmail,
} from '../../../../tests/support/factories';
import { sessions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (u: Pick<TestUser, 'token'>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', headers: bearer(u.token), payload });
const me = async (token: string) => (await t.app.inject({ url: '/api/me', headers: bearer(token) })).json();
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

routeAuthCases('PATCH /api/profile', {
  app: () => t,
  access: 'user',
  session: () => registerUser(t),
  payload: () => ({ name: 'Renamed', email: uniqueEmail() }),
  forbidden: {
    // Decision 037: the church's own account has no profile of a person.
    "the church's own account": async () => churchLogin(t, await registerChurch(t)),
  },
});

describe('PATCH /api/profile', () => {
  it('updates name, church, sharing and time zone; same e-mail keeps the session', async () => {
    const c = await registerChurch(t, { name: 'Hope Church', city: 'Tucson', state: 'AZ' });
    const u = await registerUser(t);
    const res = await patch(u, {
      name: ' Martha ',
      email: u.email,
      churchId: String(c.church.id),
      shareNameWithChurch: false,
      timeZone: 'Europe/London',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        ...u.user,
        name: 'Martha',
        churchId: c.church.id,
        church: c.church,
        shareNameWithChurch: false,
        timeZone: 'Europe/London',
      },
    });
    expect(res.cookies).toHaveLength(0);
    expect(await me(u.token)).toEqual(res.json().user);

    const left = await patch(u, { name: 'Martha', email: u.email, churchId: null });
    expect(left.json().user).toMatchObject({ churchId: null, church: null, shareNameWithChurch: false });
    const untouched = await patch(u, { name: 'Martha', email: u.email });
    expect(untouched.json().user).toMatchObject({ churchId: null, timeZone: 'Europe/London' });
  });

  it('turns the weekly rest day on and off; it is off at registration and kept when not sent', async () => {
    const u = await registerUser(t);
    expect(u.user.restDay).toBe(false);
    const on = await patch(u, { name: u.user.name, email: u.email, restDay: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().user).toEqual({ ...u.user, restDay: true });
    expect(await me(u.token)).toEqual({ ...u.user, restDay: true });
    const kept = await patch(u, { name: u.user.name, email: u.email });
    expect(kept.json().user.restDay).toBe(true);
    const off = await patch(u, { name: u.user.name, email: u.email, restDay: false });
    expect(off.json().user.restDay).toBe(false);
  });

  it('answers 401 to a rest-day change without a session, and changes nothing', async () => {
    const u = await registerUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { name: u.user.name, email: u.email, restDay: true },
    });
    expect(res.statusCode).toBe(401);
    expect(await me(u.token)).toEqual(u.user);
  });

  it('rotates the session when the e-mail changes: new token and cookie, every old session ends', async () => {
    const u = await registerUser(t);
    const second = (await login(u.email, u.password)).json().token as string;
    const newEmail = uniqueEmail('moved');
    const res = await patch(u, { name: 'Mover', email: newEmail });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user.email).toBe(newEmail);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(sessionCookie(res)).toBe(`lampstand_session=${token}`);
    expect(await meStatus(t, u.token)).toBe(401);
    expect(await meStatus(t, second)).toBe(401);
    expect(await meStatus(t, token)).toBe(200);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await login(newEmail.toUpperCase(), u.password)).statusCode).toBe(200);
  });

  it('does not rotate for a change of letter case only', async () => {
    const u = await registerUser(t);
    const res = await patch(u, { name: 'Case', email: u.email.toUpperCase() });
    expect(res.json()).toEqual({ user: expect.objectContaining({ email: u.email.toUpperCase() }) });
    expect(await meStatus(t, u.token)).toBe(200);
  });

  it('refuses an address of another account, ignoring case (409), and changes nothing', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const res = await patch(a, { name: 'Thief', email: b.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE, errors: { email: [EMAIL_TAKEN_MESSAGE] } });
    expect(await me(a.token)).toEqual(a.user);
    expect(await meStatus(t, a.token)).toBe(200);
  });

  it('answers 400 on churchId for an unknown church, and changes nothing', async () => {
    const u = await registerUser(t);
    const res = await patch(u, { name: 'Other Name', email: u.email, churchId: 424_242 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ churchId: [UNKNOWN_CHURCH_MESSAGE] });
    expect(await me(u.token)).toEqual(u.user);
  });

  it.each([
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ name: undefined }, 'name', 'Name must be at least 2 characters'],
    [{ email: 'not an email' }, 'email', 'Please enter a valid email'],
    [{ email: undefined }, 'email', 'Please enter a valid email'],
    [{ churchId: 'abc' }, 'churchId', UNKNOWN_CHURCH_MESSAGE],
    [{ shareNameWithChurch: 'yes' }, 'shareNameWithChurch', 'shareNameWithChurch must be true or false'],
    [{ timeZone: 'Nowhere/Town' }, 'timeZone', 'Unknown time zone'],
    [{ restDay: 'yes' }, 'restDay', 'restDay must be true or false'],
    [{ restDay: 1 }, 'restDay', 'restDay must be true or false'],
    [{ restDay: null }, 'restDay', 'restDay must be true or false'],
  ])('rejects %j with 400 naming %s, and changes nothing', async (change, field, message) => {
    const u = await registerUser(t);
    const res = await patch(u, { name: 'Changed Name', email: uniqueEmail(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await me(u.token)).toEqual(u.user);
    expect(await meStatus(t, u.token)).toBe(200);
  });

  it('cannot make the caller an administrator or change another user', async () => {
    const c = await registerChurch(t);
    const admin = await registerChurchAdmin(t, c);
    const u = await registerUser(t, { churchId: c.church.id });
    const res = await patch(u, {
      id: admin.user.id,
      userId: admin.user.id,
      name: 'Sneaky',
      email: u.email,
      isChurchAdmin: true,
      passwordHash: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: u.user.id, name: 'Sneaky', isChurchAdmin: false });
    expect(await me(admin.token)).toEqual(admin.user);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('keeps a church administrator in their church (403) but lets them edit the rest', async () => {
    const c = await registerChurch(t);
    const other = await registerChurch(t);
    const admin = await registerChurchAdmin(t, c);
    for (const churchId of [null, 'none', other.church.id]) {
      const res = await patch(admin, { name: 'Pastor', email: admin.email, churchId });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ADMIN_KEEPS_CHURCH_MESSAGE });
    }
    expect(await me(admin.token)).toEqual(admin.user);
    const ok = await patch(admin, { name: 'Pastor John', email: admin.email, churchId: c.church.id });
    expect(ok.json().user).toMatchObject({ name: 'Pastor John', churchId: c.church.id, isChurchAdmin: true });
  });

  it('carries the admin-panel unlock over to the rotated session', async () => {
    const c = await registerChurch(t);
    const admin = await registerChurchAdmin(t, c);
    const res = await patch(admin, { name: 'Pastor', email: uniqueEmail('pastor') });
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, admin.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.unlockedChurchId).toBe(c.church.id);
    expect(await meStatus(t, res.json().token)).toBe(200);
  });
});
