import { EMAIL_TAKEN_MESSAGE, UNKNOWN_CHURCH_MESSAGE } from '@shared/users';
import { eq, sql } from 'drizzle-orm';
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
  registerUser,
  uniqueEmail,
} from '../../../../tests/support/factories';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/users', payload, remoteAddress });
const userCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

routeAuthCases('POST /api/users', {
  app: () => t,
  access: 'public',
  payload: () => ({ name: 'Anna', email: uniqueEmail(), password: PASSWORD }),
});
routeAuthCases('GET /api/me', { app: () => t, access: 'user' });

describe('POST /api/users', () => {
  it('registers and logs in: 201 { token, user } and a session cookie', async () => {
    const email = uniqueEmail('New.Reader');
    const res = await register({ name: '  Ruth  ', email: `  ${email}  `, password: PASSWORD });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: 'Ruth',
      email,
      churchId: null,
      church: null,
      shareNameWithChurch: true,
      isChurchAdmin: false,
      isChurchAccount: false,
      timeZone: 'UTC',
      restDay: false,
      hideFromBoards: false,
      language: 'en',
    });
    expect(res.cookies.find((c) => c.name === 'lampstand_session')?.value).toBe(body.token);
    const me = await t.app.inject({ url: '/api/me', headers: bearer(body.token) });
    expect(me.json()).toEqual(body.user);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('joins a church given as a number or a numeric string, and "none" means no church', async () => {
    const c = await registerChurch(t, { name: 'Zion Fellowship', city: 'Flagstaff', state: 'AZ' });
    const a = await register({
      name: 'Abe',
      email: uniqueEmail(),
      password: PASSWORD,
      churchId: c.church.id,
    });
    const b = await register({
      name: 'Bea',
      email: uniqueEmail(),
      password: PASSWORD,
      churchId: `${c.church.id}`,
    });
    const n = await register({ name: 'Cy', email: uniqueEmail(), password: PASSWORD, churchId: 'none' });
    expect(a.json().user).toMatchObject({ churchId: c.church.id, church: c.church, isChurchAdmin: false });
    expect(b.json().user.church).toEqual(c.church);
    expect(n.json().user).toMatchObject({ churchId: null, church: null });
  });

  it('keeps the browser time zone', async () => {
    const res = await register({
      name: 'Tz',
      email: uniqueEmail(),
      password: PASSWORD,
      timeZone: 'America/Phoenix',
    });
    expect(res.json().user.timeZone).toBe('America/Phoenix');
  });

  it('accepts a 128-character password', async () => {
    const u = await registerUser(t, { password: 'p'.repeat(128) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: 'p'.repeat(128) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an address already used by an account, ignoring case (409), and creates nothing', async () => {
    const u = await registerUser(t);
    const before = await userCount();
    const res = await register({ name: 'Twin', email: ` ${u.email.toUpperCase()} `, password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE, errors: { email: [EMAIL_TAKEN_MESSAGE] } });
    expect(await userCount()).toBe(before);
  });

  it('lets exactly one of two simultaneous registrations of one address through', async () => {
    const email = uniqueEmail('race');
    const codes = await Promise.all(
      [email, email.toUpperCase()].map(
        async (e) => (await register({ name: 'Racer', email: e, password: PASSWORD })).statusCode,
      ),
    );
    expect(codes.sort()).toEqual([201, 409]);
  });

  it("accepts the address of a church: a person may use their church's address (decision 037)", async () => {
    const c = await registerChurch(t);
    const res = await register({ name: 'Someone', email: c.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ isChurchAccount: false, isChurchAdmin: false, churchId: null });
    // Each sign-in still opens its own account; a second person may not have the address.
    const church = await churchLogin(t, c);
    expect(church.user).toMatchObject({ isChurchAccount: true, churchId: c.church.id });
    expect(church.user.id).not.toBe(res.json().user.id);
    expect((await register({ name: 'Another', email: c.email, password: PASSWORD })).statusCode).toBe(409);
  });

  it('answers 400 on churchId for a church that does not exist, and creates nothing', async () => {
    const before = await userCount();
    const res = await register({ name: 'Lost', email: uniqueEmail(), password: PASSWORD, churchId: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: UNKNOWN_CHURCH_MESSAGE,
      errors: { churchId: [UNKNOWN_CHURCH_MESSAGE] },
    });
    expect(await userCount()).toBe(before);
  });

  const good = { name: 'Valid Name', password: PASSWORD };
  it.each([
    [{ ...good, name: 'A' }, 'name', 'Name is too short'],
    [{ ...good, name: '  A  ' }, 'name', 'Name is too short'],
    [{ password: PASSWORD }, 'name', 'Name is too short'],
    [{ ...good, email: 'nope' }, 'email', 'Please enter a valid email'],
    [{ ...good, email: '' }, 'email', 'Please enter a valid email'],
    [{ name: 'Valid Name', password: 'short12' }, 'password', 'Password must be at least 8 characters'],
    [{ name: 'Valid Name' }, 'password', 'Password must be at least 8 characters'],
    [{ ...good, password: 'x'.repeat(257) }, 'password', 'Password must be at most 256 characters'],
    [{ ...good, churchId: 'abc' }, 'churchId', UNKNOWN_CHURCH_MESSAGE],
    [{ ...good, churchId: -3 }, 'churchId', UNKNOWN_CHURCH_MESSAGE],
    [{ ...good, timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
  ])('rejects %j with 400 naming %s, and creates nothing', async (payload, field, message) => {
    const before = await userCount();
    const body = { email: uniqueEmail(), ...payload };
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await userCount()).toBe(before);
  });

  it('rejects every password shorter than 8 characters and every name shorter than 2', async () => {
    const before = await userCount();
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 7 }), fc.string({ maxLength: 1 }), async (password, name) => {
        const res = await register({ name, email: uniqueEmail(), password }, '10.8.8.8');
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.password).toEqual(['Password must be at least 8 characters']);
        expect(res.json().errors.name).toEqual(['Name is too short']);
      }),
      { numRuns: 40 },
    );
    expect(await userCount()).toBe(before);
  });
});

describe('registration throttle per address', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({}, undefined, {
      throttleLimits: { registerAddress: { points: 3, duration: 3600 } },
    });
  });
  afterAll(() => small.close());

  it('answers 429 with Retry-After past the limit', async () => {
    for (let i = 0; i < 3; i++) await registerUser(small, {}, '192.0.2.50');
    const res = await small.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Late', email: uniqueEmail(), password: PASSWORD },
      remoteAddress: '192.0.2.50',
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    await registerUser(small, {}, '192.0.2.51');
  });
});

describe('GET /api/me', () => {
  it('returns the user with its church, never cached', async () => {
    const c = await registerChurch(t, { name: 'Calvary', city: 'Yuma', state: 'AZ' });
    const u = await registerUser(t, { churchId: c.church.id });
    const res = await t.app.inject({ url: '/api/me', headers: bearer(u.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      ...u.user,
      church: { id: c.church.id, name: 'Calvary', city: 'Yuma', state: 'AZ' },
    });
    expect(Object.keys(res.json())).not.toContain('passwordHash');
  });

  it('refuses an expired session', async () => {
    const u = await registerUser(t);
    t.clock.advance(31 * 86_400_000);
    try {
      expect(await meStatus(t, u.token)).toBe(401);
    } finally {
      t.clock.advance(-31 * 86_400_000);
    }
  });
});
