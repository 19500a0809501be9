import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, users } from '../../src/server/db/schema';
import { KEEP_KEYS_MS, purgeKeys } from '../../src/server/lib/idempotency-store';
import { createTestApp, type TestApp } from '../support/app';
import { PASSWORD, registerUser, uniqueEmail } from '../support/factories';
import { keyRow, sendKeyed } from '../support/keyed';

/*
 * Which routes take Idempotency-Key and what is kept (decision 025): public routes ignore it, an answer
 * that carries a session is kept without it, keys last at least 7 days and go with their person, and
 * the OpenAPI description says all of it route by route.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-04-01T09:00:00Z');
});
afterAll(() => t.close());

const keyCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(idempotencyKeys))[0]?.n ?? 0;

describe('public routes', () => {
  it('ignore the header: registration and login answer afresh, and no key is kept', async () => {
    const before = await keyCount();
    const key = randomUUID();
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { 'idempotency-key': key },
        payload: { name: 'Public', email, password: PASSWORD },
      });
    const email = uniqueEmail();
    expect((await register(email)).statusCode).toBe(201);
    expect((await register(uniqueEmail())).statusCode).toBe(201);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'idempotency-key': key },
        payload: { email, password: PASSWORD },
      });
    const [a, b] = [await login(), await login()];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().token).not.toBe(b.json().token);
    expect(await keyCount()).toBe(before);
  });
});

describe('an answer that carries a session (an e-mail change replaces it)', () => {
  it('is kept as 204 without its token or cookie, and replayed so', async () => {
    const user = await registerUser(t);
    const key = randomUUID();
    const change = { name: 'Moved', email: uniqueEmail('moved') };
    const res = await sendKeyed(t, user.token, 'PATCH', '/api/profile', change, key);
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    expect(token).toBeTruthy();
    expect(await keyRow(t, user.user.id, key)).toMatchObject({ status: 204, contentType: null, body: null });
    const holding = await t.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.body, `%${token}%`));
    expect(holding).toHaveLength(0);
    // The old session ended with the change; the new one sends the same request again.
    const replay = await sendKeyed(t, token, 'PATCH', '/api/profile', change, key);
    expect(replay.statusCode).toBe(204);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['set-cookie']).toBeUndefined();
  });
});

describe('keeping keys', () => {
  it('keeps a key 7 days, then purges it (by the injected clock)', async () => {
    const user = await registerUser(t);
    const key = randomUUID();
    const payload = { request: 'Kept a week' };
    expect((await sendKeyed(t, user.token, 'POST', '/api/prayer-requests', payload, key)).statusCode).toBe(
      201,
    );
    t.clock.advance(KEEP_KEYS_MS - 60_000);
    await purgeKeys(t.database.db, t.clock.now());
    const replay = await sendKeyed(t, user.token, 'POST', '/api/prayer-requests', payload, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    t.clock.advance(120_000);
    expect(await purgeKeys(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await keyRow(t, user.user.id, key)).toBeUndefined();
  });

  it('purges old keys when the server starts', async () => {
    const user = await registerUser(t);
    await t.database.db.insert(idempotencyKeys).values({
      userId: user.user.id,
      key: 'from-last-month',
      fingerprint: '0'.repeat(64),
      createdAt: new Date(Date.now() - KEEP_KEYS_MS - 3_600_000),
    });
    const second = await createTestApp({}, t.database);
    await second.app.close();
    expect(await keyRow(t, user.user.id, 'from-last-month')).toBeUndefined();
  });

  it('removes a person’s keys with the person', async () => {
    const user = await registerUser(t);
    const key = randomUUID();
    await sendKeyed(t, user.token, 'POST', '/api/prayer-requests', { request: 'Gone with me' }, key);
    expect(await keyRow(t, user.user.id, key)).toBeDefined();
    await t.database.db.delete(users).where(eq(users.id, user.user.id));
    expect(await keyRow(t, user.user.id, key)).toBeUndefined();
  });
});

describe('the OpenAPI description', () => {
  type Operation = {
    description?: string;
    parameters?: Array<{ in: string; name: string }>;
    responses: Record<string, unknown>;
  };
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
  });
  const writes = () =>
    Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    );
  const takesKey = (op: Operation) =>
    op.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key');

  it('gives every write the header with its 409 and 422, or says why it ignores it', () => {
    for (const { route, op } of writes()) {
      if (takesKey(op))
        expect(Object.keys(op.responses), route).toEqual(expect.arrayContaining(['409', '422']));
      else expect(op.description, route).toMatch(/Idempotency-Key is ignored: .+\./);
    }
    expect(takesKey(paths['/api/readings/batch']?.post as Operation)).toBe(true);
  });

  it('names exactly these writes as ignoring it: public ones, PayPal’s, and those carrying a password', () => {
    const ignored = writes()
      .filter(({ op }) => !takesKey(op))
      .map(({ route }) => route)
      .sort();
    expect(ignored).toEqual(
      [
        'DELETE /api/me',
        'POST /api/church/handover/accept',
        'POST /api/church/login',
        'POST /api/church/verify-password',
        'POST /api/churches',
        'POST /api/forgot-password/church',
        'POST /api/forgot-password/user',
        'POST /api/login',
        'POST /api/paypal/order',
        'POST /api/paypal/order/{id}/capture',
        'POST /api/paypal/webhook',
        'POST /api/reminders/unsubscribe',
        'POST /api/reset-password',
        'POST /api/subscription/create-checkout',
        'POST /api/users',
        'PATCH /api/admin/users/{id}',
        'PUT /api/church/password',
        'PUT /api/profile/password',
      ].sort(),
    );
  });
});
