import { CHURCH_PASSWORD_REQUIRED_MESSAGE, INCORRECT_CHURCH_PASSWORD_MESSAGE } from '@shared/church-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import {
  CHURCH_PASSWORD,
  insertChurch,
  insertUser,
  type Session,
  sessionOf,
} from '../../../../tests/support/church-admin-factories';
import { bearer } from '../../../../tests/support/factories';
import { churchUnlockEvents } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, {
    throttleLimits: {
      churchPasswordAccountAddress: { points: 3, duration: 900 },
      churchPasswordAccount: { points: 3, duration: 3600, firstDelay: 30 },
      churchPasswordAddress: { points: 5, duration: 900 },
    },
  });
});
afterAll(() => t.close());

const verify = (s: Session, password: string, remoteAddress = '192.0.2.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/church/verify-password',
    headers: bearer(s.token),
    payload: { password },
    remoteAddress,
  });
const adminStatus = async (s: Session) =>
  (await t.app.inject({ url: '/api/church/admin-status', headers: bearer(s.token) })).json();
const members = (s: Session) => t.app.inject({ url: '/api/church/users', headers: bearer(s.token) });

describe('church password gate', () => {
  it('unlocks this session for CHURCH_UNLOCK_MINUTES with the right password, and logs every attempt', async () => {
    const church = await insertChurch(t);
    const member = await sessionOf(t, await insertUser(t, church.churchId));
    const otherSession = await sessionOf(t, member.userId);
    expect(await adminStatus(member)).toEqual({ unlocked: false, unlockedUntil: null, isChurchAdmin: false });
    const locked = await members(member);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ message: CHURCH_PASSWORD_REQUIRED_MESSAGE });

    const wrong = await verify(member, 'not it');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ success: false, message: INCORRECT_CHURCH_PASSWORD_MESSAGE });
    expect((await members(member)).statusCode).toBe(403);

    const until = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString();
    const right = await verify(member, CHURCH_PASSWORD);
    expect(right.json()).toEqual({ success: true, unlockedUntil: until });
    expect(await adminStatus(member)).toEqual({ unlocked: true, unlockedUntil: until, isChurchAdmin: false });
    expect((await members(member)).statusCode).toBe(200);
    // Per session: the same person's other session is still locked.
    expect((await members(otherSession)).statusCode).toBe(403);

    const events = await t.database.db
      .select({ success: churchUnlockEvents.success, userId: churchUnlockEvents.userId })
      .from(churchUnlockEvents)
      .where(eq(churchUnlockEvents.churchId, church.churchId));
    expect(events).toEqual([
      { success: false, userId: member.userId },
      { success: true, userId: member.userId },
    ]);

    t.clock.advance(60 * 60_000);
    expect(await adminStatus(member)).toMatchObject({ unlocked: false, unlockedUntil: null });
    expect((await members(member)).statusCode).toBe(403);
  });

  it("unlocks only the caller's own church, and ends when the member moves to another church", async () => {
    const a = await insertChurch(t);
    const b = await insertChurch(t);
    const member = await sessionOf(t, await insertUser(t, a.churchId));
    expect((await verify(member, CHURCH_PASSWORD)).json().success).toBe(true);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(member.token),
      payload: { name: 'Member', email: member.email, churchId: b.churchId },
    });
    expect(moved.statusCode).toBe(200);
    expect((await members(member)).statusCode).toBe(403);
    expect(await adminStatus(member)).toMatchObject({ unlocked: false });
  });

  it('is already unlocked after church login', async () => {
    const church = await insertChurch(t);
    expect(await adminStatus(church.admin)).toMatchObject({ unlocked: true, isChurchAdmin: true });
  });

  it('throttles wrong passwords like sign-in: per member and address, per member with a delay, per address', async () => {
    const church = await insertChurch(t);
    const member = await sessionOf(t, await insertUser(t, church.churchId));
    for (let i = 0; i < 3; i++) expect((await verify(member, 'guess', '192.0.2.10')).statusCode).toBe(200);
    const throttled = await verify(member, CHURCH_PASSWORD, '192.0.2.10');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    // From another address the member's allowance is spent: one attempt per (doubling) delay.
    expect((await verify(member, 'guess', '192.0.2.11')).statusCode).toBe(200);
    const waiting = await verify(member, CHURCH_PASSWORD, '192.0.2.11');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    // Another member of the church is not held back by this one's guesses.
    const other = await sessionOf(t, await insertUser(t, church.churchId));
    expect((await verify(other, CHURCH_PASSWORD, '192.0.2.12')).json().success).toBe(true);

    const crowd = await Promise.all(
      [1, 2, 3].map(async () => sessionOf(t, await insertUser(t, church.churchId))),
    );
    const statuses: number[] = [];
    for (const s of [...crowd, ...crowd]) statuses.push((await verify(s, 'guess', '192.0.2.20')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses a missing password with 400', async () => {
    const church = await insertChurch(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/church/verify-password',
      headers: bearer(church.admin.token),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual(['Password is required']);
  });
});
