import { CHURCH_LIST_MAX } from '@shared/churches';
import { EMAIL_TAKEN_MESSAGE } from '@shared/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  registerChurch,
  registerChurchAdmin,
  registerUser,
  uniqueEmail,
} from '../../../../tests/support/factories';
import { churches, subscriptions, users } from '../../db/schema';
import { NO_PASSWORD } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/churches', payload, remoteAddress });
const count = async (table: typeof churches | typeof users) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
const valid = () => ({
  name: 'First Baptist',
  city: 'Prescott',
  state: 'AZ',
  email: uniqueEmail('church'),
  password: 'church password',
});

routeAuthCases('GET /api/churches', { app: () => t, access: 'public' });
routeAuthCases('POST /api/churches', { app: () => t, access: 'public', payload: valid });

describe('POST /api/churches', () => {
  it("creates the church, its 30-day trial and the church's own account in one go, without logging in", async () => {
    const input = { ...valid(), name: ' New Life ', logo: 'https://example.test/logo.png' };
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    const { church, message, adminClaim, adminClaimExpiresAt } = res.json();
    expect(message).toBe('Church registered successfully');
    expect(church).toEqual({ id: expect.any(Number), name: 'New Life', city: 'Prescott', state: 'AZ' });
    expect(res.cookies).toHaveLength(0);
    // The one-time claim for the registering person's own account, kept only as its hash (decision 037).
    expect(adminClaim).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(adminClaimExpiresAt)).toBe(t.clock.now().getTime() + 24 * 3_600_000);

    const db = t.database.db;
    const [row] = await db.select().from(churches).where(eq(churches.id, church.id));
    expect(row).toMatchObject({
      email: input.email,
      logoUrl: 'https://example.test/logo.png',
      adminClaimHash: hashToken(adminClaim),
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.churchId, church.id));
    expect(sub?.trialEndsAt.getTime()).toBe(t.clock.now().getTime() + 30 * 86_400_000);
    // The church account is the church, not a person: no member, no password of its own.
    expect(await db.select().from(users).where(eq(users.churchId, church.id))).toEqual([]);
    const accounts = await db.select().from(users).where(eq(users.churchAccountOf, church.id));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      name: 'New Life',
      email: input.email,
      isChurchAdmin: true,
      churchId: null,
      passwordHash: NO_PASSWORD,
    });

    // The church's password opens no user login; Church Login opens the church account.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: input.email, password: input.password },
    });
    expect(login.statusCode).toBe(401);
    const churchLogin = await t.app.inject({
      method: 'POST',
      url: '/api/church/login',
      payload: { email: input.email, password: input.password },
    });
    expect(churchLogin.json().user).toMatchObject({ id: accounts[0]?.id, isChurchAccount: true, church });

    // The registering person's own account, made with the claim, is the first administrator.
    const pastor = await registerChurchAdmin(t, {
      church,
      email: input.email,
      password: input.password,
      adminClaim,
    });
    expect(pastor.user).toMatchObject({ isChurchAdmin: true, isChurchAccount: false, church });
  });

  it('accepts an empty logo', async () => {
    expect((await register({ ...valid(), logo: '' })).statusCode).toBe(201);
  });

  it('refuses the address of another church, ignoring case (409), creating nothing', async () => {
    const existing = await registerChurch(t);
    const before = [await count(churches), await count(users)];
    const res = await register({ ...valid(), email: ` ${existing.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE, errors: { email: [EMAIL_TAKEN_MESSAGE] } });
    expect([await count(churches), await count(users)]).toEqual(before);
  });

  it("accepts a person's address: the person who registers a church may use their own (decision 037)", async () => {
    const person = await registerUser(t);
    const res = await register({ ...valid(), email: person.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(201);
    // Their own sign-in is untouched.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: person.email, password: person.password },
    });
    expect(login.json().user).toMatchObject({ id: person.user.id, isChurchAccount: false });
  });

  it.each([
    [{ name: 'A' }, 'name', 'Church name is too short'],
    [{ name: undefined }, 'name', 'Church name is too short'],
    [{ city: ' X ' }, 'city', 'City is required'],
    [{ city: undefined }, 'city', 'City is required'],
    [{ state: 'A' }, 'state', 'State is required'],
    [{ email: 'church@' }, 'email', 'Please enter a valid email'],
    [{ password: '1234567' }, 'password', 'Password must be at least 8 characters'],
    [{ password: undefined }, 'password', 'Password must be at least 8 characters'],
    [{ logo: 'javascript:alert(1)' }, 'logo', 'Logo must be a web address (https://...)'],
  ])('rejects %j with 400 naming %s, and creates nothing', async (change, field, message) => {
    const before = [await count(churches), await count(users)];
    const res = await register({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toEqual([message]);
    expect([await count(churches), await count(users)]).toEqual(before);
  });
});

describe('church registration throttle per address', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({}, undefined, {
      throttleLimits: { registerAddress: { points: 2, duration: 3600 } },
    });
  });
  afterAll(() => small.close());

  it('answers 429 with Retry-After past the limit', async () => {
    const send = () =>
      small.app.inject({
        method: 'POST',
        url: '/api/churches',
        payload: valid(),
        remoteAddress: '192.0.2.9',
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/churches', () => {
  let listed: TestApp;
  beforeAll(async () => {
    listed = await createTestApp();
  });
  afterAll(() => listed.close());

  it('lists id, name, city and state ordered by name', async () => {
    for (const name of ['Shiloh', 'Antioch', 'Mount Olive']) await registerChurch(listed, { name });
    const res = await listed.app.inject({ url: '/api/churches' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(['Antioch', 'Mount Olive', 'Shiloh']);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['city', 'id', 'name', 'state']);
  });

  it(`answers at most ${CHURCH_LIST_MAX} churches`, async () => {
    const rows = Array.from({ length: CHURCH_LIST_MAX + 5 }, (_, i) => ({
      name: `Church ${String(i).padStart(4, '0')}`,
      city: 'Mesa',
      state: 'AZ',
      email: `bulk-${i}@example.test`,
      passwordHash: 'not-a-login',
    }));
    await listed.database.db.insert(churches).values(rows);
    const res = await listed.app.inject({ url: '/api/churches' });
    expect(res.json()).toHaveLength(CHURCH_LIST_MAX);
    expect(res.json()[0].name).toBe('Antioch');
  });
});
