import { CHURCH_WITHOUT_ADMIN_MESSAGE, LOGIN_FAILED_MESSAGE } from '@shared/auth';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  bearer,
  churchLogin,
  meStatus,
  PASSWORD,
  registerChurch,
  registerChurchAdmin,
  registerUser,
  uniqueEmail,
} from '../../../../tests/support/factories';
import { sessions, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, url = '/api/login', remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

routeAuthCases('POST /api/login', { app: () => t, access: 'public', payload: () => ({}) });
routeAuthCases('POST /api/church/login', { app: () => t, access: 'public', payload: () => ({}) });
routeAuthCases('POST /api/logout', { app: () => t, access: 'user', session: () => registerUser(t) });

describe('POST /api/login', () => {
  it('logs in with { token, user } and an httpOnly SameSite session cookie', async () => {
    const u = await registerUser(t, { name: 'Lydia' });
    const res = await login({ email: u.email, password: u.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual(u.user);
    expect(body.token).toMatch(/^[\w-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === 'lampstand_session');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await meStatus(t, body.token)).toBe(200);
    const viaCookie = await t.app.inject({
      url: '/api/me',
      headers: { cookie: `lampstand_session=${body.token}` },
    });
    expect(viaCookie.json().id).toBe(u.user.id);
  });

  it('matches the address ignoring case and surrounding spaces', async () => {
    const u = await registerUser(t, { email: uniqueEmail('Mixed.Case') });
    const res = await login({ email: `  ${u.email.toUpperCase()}  `, password: u.password });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    const u = await registerUser(t);
    const wrong = await login({ email: u.email, password: 'not the password' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'not the password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: LOGIN_FAILED_MESSAGE });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('spends similar time on an unknown address and on a wrong password', async () => {
    const u = await registerUser(t);
    const time = async (email: string) => {
      const start = performance.now();
      await login({ email, password: 'wrong password' });
      return performance.now() - start;
    };
    const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    for (let i = 0; i < 3; i++) await time(uniqueEmail('warmup'));
    // Alternating the two kinds puts both under the same load from the other test files running alongside.
    // (7 wrong passwords stay under the account throttle; unknown addresses are fresh each time.)
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      knownTimes.push(await time(u.email));
      unknownTimes.push(await time(uniqueEmail('nobody')));
    }
    const known = median(knownTimes);
    const unknown = median(unknownTimes);
    expect(unknown / known).toBeGreaterThan(0.4);
    expect(unknown / known).toBeLessThan(2.5);
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
    });
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, 'email', 'Please enter a valid email address'],
    [{ password: 'x' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@example.test', password: '' }, 'password', 'Password is required'],
    [{ email: 'a@example.test' }, 'password', 'Password is required'],
    [{ email: 'a@example.test', password: 'x'.repeat(257) }, 'password', 'Password is too long'],
  ])('rejects %j with 400 on %s', async (payload, field, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('answers 400 for any address that is not an e-mail, and creates no session', async () => {
    const before = (await t.database.db.select().from(sessions)).length;
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }).filter((s) => !s.includes('@')),
        async (email) => {
          const res = await login({ email, password: PASSWORD }, '/api/login', '10.9.9.9');
          expect(res.statusCode).toBe(400);
          expect(res.json().errors.email).toEqual(['Please enter a valid email address']);
        },
      ),
      { numRuns: 40 },
    );
    expect((await t.database.db.select().from(sessions)).length).toBe(before);
  });

  it('throttles one account after 10 attempts (429 + Retry-After), even with the right password', async () => {
    const u = await registerUser(t);
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: u.email, password: 'guess number one' })).statusCode).toBe(401);
    }
    const blocked = await login({ email: u.email.toUpperCase(), password: u.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The church-login door counts on the same account key.
    expect((await login({ email: u.email, password: u.password }, '/api/church/login')).statusCode).toBe(429);
  });

  it('forgets an account’s failures after a successful login', async () => {
    const u = await registerUser(t);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) await login({ email: u.email, password: 'wrong password' });
      expect((await login({ email: u.email, password: u.password })).statusCode).toBe(200);
    }
  });

  it('lets 200 people behind one address register and log in', async () => {
    const address = '203.0.113.7';
    const people = await Promise.all(
      Array.from({ length: 200 }, () => registerUser(t, {}, address).catch((e: Error) => e)),
    );
    expect(people.filter((p) => p instanceof Error)).toEqual([]);
    const codes = await Promise.all(
      people.map(async (p) => {
        if (p instanceof Error) return 0;
        return (await login({ email: p.email, password: p.password }, '/api/login', address)).statusCode;
      }),
    );
    expect(codes.filter((c) => c !== 200)).toEqual([]);
  });
});

describe('throttling per address', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({}, undefined, {
      throttleLimits: { loginAddress: { points: 5, duration: 60 } },
    });
  });
  afterAll(() => small.close());

  it('refuses an address over its limit with 429 + Retry-After, other addresses still get in', async () => {
    const u = await registerUser(small);
    const attempt = (remoteAddress: string, url = '/api/login') =>
      small.app.inject({
        method: 'POST',
        url,
        payload: { email: uniqueEmail(), password: 'whatever1' },
        remoteAddress,
      });
    for (let i = 0; i < 5; i++) expect((await attempt('198.51.100.1')).statusCode).toBe(401);
    const blocked = await attempt('198.51.100.1', '/api/church/login');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Please wait and try again.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await small.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
      remoteAddress: '198.51.100.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('POST /api/church/login', () => {
  it("signs in the church's own account, not a person, with the admin panel unlocked for that church", async () => {
    const c = await registerChurch(t, { name: 'Bethel Church', city: 'Tempe', state: 'AZ' });
    const admin = await registerChurchAdmin(t, c);
    const s = await churchLogin(t, c);
    expect(s.user).toMatchObject({
      name: 'Bethel Church',
      email: c.email,
      churchId: c.church.id,
      church: c.church,
      isChurchAdmin: true,
      isChurchAccount: true,
    });
    // Decision 037: never the session of the person who administers the church.
    expect(s.user.id).not.toBe(admin.user.id);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, s.user.id));
    expect(account).toMatchObject({ churchAccountOf: c.church.id, churchId: null });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, s.user.id));
    expect(row?.unlockedChurchId).toBe(c.church.id);
    expect(row?.unlockedUntil?.getTime()).toBe(t.clock.now().getTime() + 60 * 60_000);
    expect(await meStatus(t, s.token)).toBe(200);
  });

  it('matches the church address ignoring case', async () => {
    const c = await registerChurch(t);
    const res = await login({ email: c.email.toUpperCase(), password: c.password }, '/api/church/login');
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown address and a user account alike (401)', async () => {
    const c = await registerChurch(t);
    const u = await registerUser(t);
    for (const payload of [
      { email: c.email, password: 'wrong password' },
      { email: uniqueEmail('nochurch'), password: c.password },
      { email: u.email, password: u.password },
    ]) {
      const res = await login(payload, '/api/church/login');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: LOGIN_FAILED_MESSAGE });
    }
  });

  it("tells the church from a person who uses the church's address: each door opens its own account", async () => {
    const c = await registerChurch(t);
    const pastor = await registerChurchAdmin(t, c, { email: c.email });
    const asPerson = await login({ email: c.email, password: pastor.password }, '/api/church/login');
    expect(asPerson.statusCode).toBe(401);
    const user = await login({ email: c.email, password: pastor.password });
    expect(user.statusCode, user.body).toBe(200);
    expect(user.json().user).toMatchObject({ id: pastor.user.id, isChurchAccount: false });
    expect((await login({ email: c.email, password: c.password })).statusCode).toBe(401);
    const church = await login({ email: c.email, password: c.password }, '/api/church/login');
    expect(church.json().user).toMatchObject({ isChurchAccount: true, churchId: c.church.id });
  });

  it('validates like the user login', async () => {
    const res = await login({ email: 'church', password: '' }, '/api/church/login');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password is required'],
    });
  });

  it('signs in while the church has no administrator any more: the church account is the church', async () => {
    const c = await registerChurch(t);
    await registerChurchAdmin(t, c);
    await t.database.db.update(users).set({ isChurchAdmin: false }).where(eq(users.churchId, c.church.id));
    const res = await login({ email: c.email, password: c.password }, '/api/church/login');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      isChurchAccount: true,
      isChurchAdmin: true,
      churchId: c.church.id,
    });
  });

  it('answers 403 when the church has no church account', async () => {
    const c = await registerChurch(t);
    await t.database.db.delete(users).where(eq(users.churchAccountOf, c.church.id));
    const res = await login({ email: c.email, password: c.password }, '/api/church/login');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CHURCH_WITHOUT_ADMIN_MESSAGE });
  });
});

describe('POST /api/logout', () => {
  it('ends this session for real, clears the cookie and keeps the user’s other sessions', async () => {
    const u = await registerUser(t);
    const other = (await login({ email: u.email, password: u.password })).json().token as string;
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(u.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    const cleared = res.cookies.find((c) => c.name === 'lampstand_session');
    expect(cleared?.value).toBe('');
    expect(await meStatus(t, u.token)).toBe(401);
    expect(await meStatus(t, other)).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(u.token) });
    expect(again.statusCode).toBe(401);
  });

  it('works with the session cookie from the site’s own origin', async () => {
    const u = await registerUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: u.cookie, origin: t.config.PUBLIC_URL ?? '' },
    });
    expect(res.statusCode).toBe(200);
    expect(await meStatus(t, u.token)).toBe(401);
  });

  it('refuses a cookie-authenticated logout from a foreign origin and keeps the session', async () => {
    const u = await registerUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: u.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await meStatus(t, u.token)).toBe(200);
  });
});
