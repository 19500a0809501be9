import { t as text } from '@shared/i18n';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { insertUser, sessionOf } from '../../../../tests/support/church-admin-factories';
import { bearer } from '../../../../tests/support/factories';
import { browserKeys } from '../../../../tests/support/push-service';
import { pushSubscriptions, users } from '../../db/schema';
import { MAX_PUSH_DEVICES } from '../../lib/push';

/*
 * Issue 14: a browser's push subscription saved for the signed-in person and removed by them. Only
 * endpoints at the allowed push services (the defaults here) are ever saved: the server will POST to them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVALID = text('reminders:invalidSubscription');
const URL = '/api/me/push-subscriptions';
let n = 0;
const fcmEndpoint = () => `https://fcm.googleapis.com/fcm/send/device-${++n}:APA91b`;
const subscription = (endpoint = fcmEndpoint()) => ({ endpoint, keys: browserKeys().keys });

const person = async () => sessionOf(t, await insertUser(t, null));
const save = (token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: URL, headers: bearer(token), payload: payload as object });
const remove = (token: string, endpoint: unknown) =>
  t.app.inject({ method: 'DELETE', url: URL, headers: bearer(token), payload: { endpoint } });
const rows = () => t.database.db.select().from(pushSubscriptions).orderBy(asc(pushSubscriptions.id));
const endpointsOf = async (userId: number) =>
  (await rows()).filter((r) => r.userId === userId).map((r) => r.endpoint);

/** A session on a password someone else set: it may only choose its own (auth-plugin.ts). */
async function temporaryPasswordSession() {
  const userId = await insertUser(t, null);
  await t.database.db.update(users).set({ passwordMustChange: true }).where(eq(users.id, userId));
  return sessionOf(t, userId);
}

routeAuthCases('POST /api/me/push-subscriptions', {
  app: () => t,
  access: 'user',
  payload: () => subscription(),
  session: person,
  forbidden: { 'a temporary-password session': temporaryPasswordSession },
});
routeAuthCases('DELETE /api/me/push-subscriptions', {
  app: () => t,
  access: 'user',
  payload: () => ({ endpoint: fcmEndpoint() }),
  session: person,
  forbidden: { 'a temporary-password session': temporaryPasswordSession },
});

describe(`POST ${URL}`, () => {
  it('saves each device once, counts them, and takes new keys for a known endpoint', async () => {
    const me = await person();
    const first = subscription();
    const res = await save(me.token, first);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ devices: 1 });
    expect((await save(me.token, subscription())).json()).toEqual({ devices: 2 });
    const renewed = { ...first, keys: browserKeys().keys };
    expect((await save(me.token, renewed)).json()).toEqual({ devices: 2 });
    const row = (await rows()).find((r) => r.endpoint === first.endpoint);
    expect(row).toMatchObject({ userId: me.userId, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  it('moves an endpoint saved for someone else to the caller (one subscription per browser profile)', async () => {
    const [before, after] = [await person(), await person()];
    const shared = subscription();
    await save(before.token, shared);
    expect((await save(after.token, shared)).json()).toEqual({ devices: 1 });
    expect(await endpointsOf(before.userId)).toEqual([]);
    expect(await endpointsOf(after.userId)).toEqual([shared.endpoint]);
  });

  it(`keeps the newest ${MAX_PUSH_DEVICES} devices`, async () => {
    const me = await person();
    const saved: string[] = [];
    for (let i = 0; i <= MAX_PUSH_DEVICES; i++) {
      t.clock.set(new Date(Date.UTC(2026, 5, 1, 12, i)));
      const sub = subscription();
      saved.push(sub.endpoint);
      expect((await save(me.token, sub)).json()).toEqual({ devices: Math.min(i + 1, MAX_PUSH_DEVICES) });
    }
    expect((await endpointsOf(me.userId)).sort()).toEqual(saved.slice(1).sort());
  });

  const fine = subscription();
  it.each([
    ['an endpoint that is not a URL', { ...fine, endpoint: 'not a url' }, 'endpoint'],
    ['plain http', { ...fine, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, 'endpoint'],
    [
      'a host that is not a push service',
      { ...fine, endpoint: 'https://169.254.169.254/latest' },
      'endpoint',
    ],
    ['a look-alike host', { ...fine, endpoint: 'https://fcm.googleapis.com.evil.test/x' }, 'endpoint'],
    // Issue 35: hosts that the URL parser reads inside an allowed domain but web-push's url.parse read
    // as the part before the odd character (127.0.0.1, 169.254.169.254, internal.corp, evil.test).
    [
      'the host 127.0.0.1%2e…',
      { ...fine, endpoint: 'https://127.0.0.1%2epush.services.mozilla.com/x' },
      'endpoint',
    ],
    [
      'the host 169.254.169.254%2e…',
      { ...fine, endpoint: 'https://169.254.169.254%2eweb.push.apple.com/latest' },
      'endpoint',
    ],
    [
      'the host internal.corp;.…',
      { ...fine, endpoint: 'https://internal.corp;.push.services.mozilla.com/x' },
      'endpoint',
    ],
    [
      "the host evil.test'.…",
      { ...fine, endpoint: "https://evil.test'.push.services.mozilla.com/x" },
      'endpoint',
    ],
    // PostgreSQL refuses U+0000 in text; the URL parser does not (it would percent-encode it).
    [
      'a NUL in the endpoint',
      { ...fine, endpoint: 'https://fcm.googleapis.com/\u0000fcm/send/x' },
      'endpoint',
    ],
    ['no keys', { endpoint: fine.endpoint }, 'keys'],
    ['no auth secret', { endpoint: fine.endpoint, keys: { p256dh: fine.keys.p256dh } }, 'keys.auth'],
    ['a p256dh that is no P-256 key', { ...fine, keys: { ...fine.keys, p256dh: 'AAAA' } }, 'keys.p256dh'],
    ['a short auth secret', { ...fine, keys: { ...fine.keys, auth: 'AAAA' } }, 'keys.auth'],
  ])('refuses %s (400) and saves nothing', async (_, payload, field) => {
    const me = await person();
    const before = await rows();
    const res = await save(me.token, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
    expect(Object.keys(body.errors)).toContain(field);
    expect(body.errors[field]).toEqual([INVALID]);
    expect(await rows()).toEqual(before);
  });
});

describe(`DELETE ${URL}`, () => {
  it('removes the caller’s own subscription of that endpoint', async () => {
    const me = await person();
    const [a, b] = [subscription(), subscription()];
    await save(me.token, a);
    await save(me.token, b);
    const res = await remove(me.token, a.endpoint);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await endpointsOf(me.userId)).toEqual([b.endpoint]);
    expect((await remove(me.token, a.endpoint)).statusCode).toBe(204);
  });

  it('cannot remove another person’s subscription', async () => {
    const [owner, other] = [await person(), await person()];
    const sub = subscription();
    await save(owner.token, sub);
    expect((await remove(other.token, sub.endpoint)).statusCode).toBe(204);
    expect(await endpointsOf(owner.userId)).toEqual([sub.endpoint]);
  });

  it('refuses an endpoint holding a control character (400): PostgreSQL answered 500 on a NUL', async () => {
    const me = await person();
    await save(me.token, subscription());
    const before = await rows();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/x\u0000',
      'https://fcm.googleapis.com/\u0000fcm/send/x',
      'https://fcm.googleapis.com/\u0007x',
    ]) {
      const res = await remove(me.token, endpoint);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.endpoint).toEqual([INVALID]);
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses a request without an endpoint (400) and removes nothing', async () => {
    const me = await person();
    await save(me.token, subscription());
    const before = await rows();
    const res = await remove(me.token, undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('endpoint');
    expect(await rows()).toEqual(before);
  });
});
