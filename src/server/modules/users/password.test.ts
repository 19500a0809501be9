import { PASSWORD_CHOSEN_MESSAGE, SAME_PASSWORD_MESSAGE } from '@shared/account-security';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '@shared/church-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  bearer,
  churchLogin,
  meStatus,
  PASSWORD,
  registerChurch,
  registerUser,
  type TestUser,
} from '../../../../tests/support/factories';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, {
    throttleLimits: { loginAccountAddress: { points: 4, duration: 900 } },
  });
});
afterAll(() => t.close());

const change = (u: Pick<TestUser, 'token'>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profile/password', headers: bearer(u.token), payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const hashOf = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.passwordHash;

routeAuthCases('PUT /api/profile/password', {
  app: () => t,
  access: 'user',
  session: () => registerUser(t),
  payload: () => ({ currentPassword: PASSWORD, newPassword: 'a brand new password' }),
  forbidden: {
    // Decision 037: the church's own account has no password of its own to change.
    "the church's own account": async () => churchLogin(t, await registerChurch(t)),
  },
});

describe('PUT /api/profile/password', () => {
  it('sets the new password, keeps this session and ends the others', async () => {
    const u = await registerUser(t);
    const other = (await login(u.email, u.password)).json().token as string;
    const res = await change(u, { currentPassword: u.password, newPassword: 'a brand new password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_CHOSEN_MESSAGE, user: u.user });
    expect(await meStatus(t, u.token)).toBe(200);
    expect(await meStatus(t, other)).toBe(401);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await login(u.email, 'a brand new password')).statusCode).toBe(200);
  });

  it.each([
    [
      { currentPassword: PASSWORD, newPassword: 'short' },
      'newPassword',
      'Password must be at least 8 characters',
    ],
    [
      { currentPassword: '', newPassword: 'long enough pw' },
      'currentPassword',
      'Current password is required',
    ],
    [{ newPassword: 'long enough pw' }, 'currentPassword', 'Current password is required'],
    [
      { currentPassword: 'wrong password', newPassword: 'long enough pw' },
      'currentPassword',
      WRONG_CURRENT_PASSWORD_MESSAGE,
    ],
    [{ currentPassword: PASSWORD, newPassword: PASSWORD }, 'newPassword', SAME_PASSWORD_MESSAGE],
  ])('refuses %j with 400 naming %s, and changes nothing', async (payload, field, message) => {
    const u = await registerUser(t);
    const before = await hashOf(u.user.id);
    const res = await change(u, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
    expect(await hashOf(u.user.id)).toBe(before);
    expect(await meStatus(t, u.token)).toBe(200);
  });

  it('slows down guesses of the current password (429 + Retry-After), as failed logins', async () => {
    const u = await registerUser(t);
    const before = await hashOf(u.user.id);
    for (let i = 0; i < 4; i++) {
      expect(
        (await change(u, { currentPassword: `guess ${i}`, newPassword: 'long enough pw' })).statusCode,
      ).toBe(400);
    }
    const res = await change(u, { currentPassword: u.password, newPassword: 'long enough pw' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // One counter per account for both: the guesser cannot switch to the login form for fresh tries.
    expect((await login(u.email, u.password)).statusCode).toBe(429);
    expect(await meStatus(t, u.token)).toBe(200);
    expect(await hashOf(u.user.id)).toBe(before);
  });
});
