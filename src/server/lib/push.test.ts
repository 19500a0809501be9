import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer } from 'node:net';
import tls from 'node:tls';
import type { PushPayload } from '@shared/reminders';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { insertUser, sessionOf } from '../../../tests/support/church-admin-factories';
import { bearer } from '../../../tests/support/factories';
import {
  type PushService,
  startPushService,
  type TestPushSubscription,
} from '../../../tests/support/push-service';
import type { Database } from '../db/client';
import { type Db, drizzleOver, isPostgres } from '../db/driver';
import { openPostgres } from '../db/postgres';
import { pushSubscriptions, serverSecrets } from '../db/schema';
import { PushSendError, sendPushToPerson } from './push';
import { vapidPublicKey } from './vapid';

/*
 * Issue 14: pushes reach a push service signed with the server's VAPID keys and encrypted for the
 * device, checked by a local stand-in that verifies and decrypts them as a real one would.
 */

let t: TestApp;
let push: PushService;
beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ PUSH_SERVICE_HOSTS: [push.host] });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

const PAYLOAD: PushPayload = { title: 'Time to read', body: 'Today: John 3', url: '/dashboard' };
const send = (userId: number, db: Db = t.database.db, config = t.config) =>
  sendPushToPerson(db, userId, PAYLOAD, { config, ca: push.ca });
const devicesOf = async (userId: number) =>
  (
    await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  ).map((r) => r.endpoint);

/** A person with devices subscribed at the stand-in with the server's key, saved through the API. */
async function personWithDevices(n: number): Promise<{ userId: number; subs: TestPushSubscription[] }> {
  const userId = await insertUser(t, null);
  const { token } = await sessionOf(t, userId);
  const key = await vapidPublicKey(t.database.db, t.config);
  const subs = Array.from({ length: n }, () => push.subscribe(key));
  for (const sub of subs) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      headers: bearer(token),
      payload: sub,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return { userId, subs };
}

describe('sendPushToPerson', () => {
  it('delivers the payload to each device, encrypted for it and signed with a valid VAPID JWT', async () => {
    const { userId, subs } = await personWithDevices(2);
    const before = push.received.length;
    expect(await send(userId)).toEqual({ sent: 2, removed: 0, skipped: 0 });
    const got = push.received.slice(before);
    expect(got.map((p) => p.endpoint).sort()).toEqual(subs.map((s) => s.endpoint).sort());
    const publicKey = await vapidPublicKey(t.database.db, t.config);
    for (const p of got) {
      expect(JSON.parse(p.text)).toEqual(PAYLOAD);
      expect(p.ttl).toBe(24 * 60 * 60);
      expect(p.vapid).toMatchObject({ aud: push.origin, sub: 'mailto:support@lampstand.app', k: publicKey });
      expect(p.vapid.exp * 1000).toBeGreaterThan(Date.now());
    }
    expect(push.refused).toEqual([]);
  });

  it('sends nothing to a person without devices', async () => {
    expect(await send(await insertUser(t, null))).toEqual({ sent: 0, removed: 0, skipped: 0 });
  });

  it.each([410, 404])(
    'removes a subscription the push service answers %i for, and keeps the others',
    async (status) => {
      const { userId, subs } = await personWithDevices(2);
      const [gone, kept] = subs as [TestPushSubscription, TestPushSubscription];
      push.answer(gone.endpoint, status);
      expect(await send(userId)).toEqual({ sent: 1, removed: 1, skipped: 0 });
      expect(await devicesOf(userId)).toEqual([kept.endpoint]);
    },
  );

  it('throws on a 500 (so the job retries) after trying every device, and keeps the subscription', async () => {
    const { userId, subs } = await personWithDevices(2);
    const [failing, working] = subs as [TestPushSubscription, TestPushSubscription];
    push.answer(failing.endpoint, 500);
    const before = push.received.length;
    const error = await send(userId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushSendError);
    expect((error as PushSendError).reasons).toEqual(['HTTP 500']);
    expect((error as Error).message).not.toContain(failing.endpoint);
    expect(push.received.slice(before).map((p) => p.endpoint)).toEqual([working.endpoint]);
    expect((await devicesOf(userId)).sort()).toEqual(subs.map((s) => s.endpoint).sort());
    // The service recovers: the retry delivers.
    push.answer(failing.endpoint, null);
    expect(await send(userId)).toEqual({ sent: 2, removed: 0, skipped: 0 });
  });

  it('throws when the push service cannot be reached', async () => {
    const { userId, subs } = await personWithDevices(1);
    const [sub] = subs as [TestPushSubscription];
    // A port nothing listens on, allowed by the configuration: a connection error, not a gone device.
    const closed = await startPushService();
    await closed.close();
    const endpoint = `${closed.origin}/push/nobody`;
    await t.database.db
      .update(pushSubscriptions)
      .set({ endpoint })
      .where(eq(pushSubscriptions.endpoint, sub.endpoint));
    const config = { ...t.config, PUSH_SERVICE_HOSTS: [closed.host] };
    await expect(send(userId, t.database.db, config)).rejects.toThrow(/ECONNREFUSED/);
    expect(await devicesOf(userId)).toEqual([endpoint]);
  });

  it('never calls an endpoint the allow-list no longer accepts, and keeps it', async () => {
    const { userId, subs } = await personWithDevices(1);
    const before = push.received.length;
    const config = { ...t.config, PUSH_SERVICE_HOSTS: ['fcm.googleapis.com'] };
    expect(await send(userId, t.database.db, config)).toEqual({ sent: 0, removed: 0, skipped: 1 });
    expect(push.received.length).toBe(before);
    expect(await devicesOf(userId)).toEqual(subs.map((s) => s.endpoint));
  });
});

describe('sendPushToPerson never connects inside our network (issue 35)', () => {
  /** A person with a subscription stored as it is, as one saved before the endpoint checks were tightened. */
  async function personWithStoredEndpoint(endpoint: string): Promise<number> {
    const userId = await insertUser(t, null);
    const { keys } = push.subscribe();
    await t.database.db
      .insert(pushSubscriptions)
      .values({ userId, endpoint, ...keys, createdAt: t.clock.now() });
    return userId;
  }

  it.each([
    'https://127.0.0.1%2epush.services.mozilla.com/x',
    "https://127.0.0.1'.push.services.mozilla.com/x",
    'https://localhost;.push.services.mozilla.com/x',
  ])('skips the stored %s without opening any TLS connection', async (endpoint) => {
    // web-push's url.parse read these hosts as 127.0.0.1 or localhost: 443 on the loopback.
    const userId = await personWithStoredEndpoint(endpoint);
    const connect = vi.spyOn(tls, 'connect');
    try {
      const config = { ...t.config, PUSH_SERVICE_HOSTS: ['*.push.services.mozilla.com'] };
      const result = await sendPushToPerson(t.database.db, userId, PAYLOAD, {
        config,
        timeoutMs: 2000,
      }).catch((e: unknown) => e);
      expect(connect.mock.calls.map(([options]) => (options as tls.ConnectionOptions).host)).toEqual([]);
      expect(result).toEqual({ sent: 0, removed: 0, skipped: 1 });
    } finally {
      connect.mockRestore();
    }
  });

  it('refuses, at send time, a host name that resolves to a loopback address: nothing connects', async () => {
    let connections = 0;
    const listener = createTcpServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = listener.address() as AddressInfo;
      // The allow-list names the host and port: only the address it resolves to is wrong.
      const userId = await personWithStoredEndpoint(`https://localhost:${port}/push/x`);
      const config = { ...t.config, PUSH_SERVICE_HOSTS: [`localhost:${port}`] };
      const result = await sendPushToPerson(t.database.db, userId, PAYLOAD, { config, ca: push.ca }).catch(
        (e: unknown) => e,
      );
      expect(connections).toBe(0);
      expect(result).toEqual({ sent: 0, removed: 0, skipped: 1 });
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});

/**
 * Another handle on the test's database, as a second server process would have: on PostgreSQL its own
 * pool, opened the way the server opens one. That pool listens for connection errors: pg's `end()`
 * resolves before its connections have closed, so the test database's drop (`with (force)`) can still
 * terminate one, and a pool with no listener makes that an uncaught error (one CI run, 2 Dec).
 */
async function secondHandle(database: Database): Promise<{ db: Db; close(): Promise<void> }> {
  const client = database.db.$client;
  if (isPostgres(client)) {
    const url = (client as pg.Pool).options.connectionString;
    if (!url) throw new Error('the test database has no connection string');
    const other = await openPostgres({ url, poolSize: 2, migrate: false });
    return { db: other.db, close: () => other.close() };
  }
  return { db: drizzleOver(client), close: async () => {} };
}

describe('the VAPID keys', () => {
  it('are made once, kept in the database, and the same for every process on it', async () => {
    const fresh = await createTestApp({ PUSH_SERVICE_HOSTS: [push.host] });
    const other = await secondHandle(fresh.database);
    try {
      const [a, b] = await Promise.all([
        vapidPublicKey(fresh.database.db, fresh.config),
        vapidPublicKey(other.db, fresh.config),
      ]);
      expect(a).toBe(b);
      expect(Buffer.from(a, 'base64url')).toHaveLength(65);
      const rows = await fresh.database.db.select().from(serverSecrets);
      expect(rows.map((r) => [r.name, (r.value as { publicKey: string }).publicKey])).toEqual([['vapid', a]]);
      // A process started later reads the same pair and signs with it: the device subscribed with it accepts.
      const later = await secondHandle(fresh.database);
      expect(await vapidPublicKey(later.db, fresh.config)).toBe(a);
      await later.close();
    } finally {
      await other.close();
      await fresh.close();
    }
  });

  it('come from the configuration when it gives them, and the stored pair is left alone', async () => {
    const stored = await vapidPublicKey(t.database.db, t.config);
    const given = webpush.generateVAPIDKeys();
    const config = { ...t.config, VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey };
    expect(await vapidPublicKey(t.database.db, config)).toBe(given.publicKey);

    const userId = await insertUser(t, null);
    const sub = push.subscribe(given.publicKey);
    await t.database.db.insert(pushSubscriptions).values({
      userId,
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      createdAt: t.clock.now(),
    });
    const before = push.received.length;
    expect(await send(userId, t.database.db, config)).toEqual({ sent: 1, removed: 0, skipped: 0 });
    expect(push.received[before]?.vapid.k).toBe(given.publicKey);
    // The stored pair no longer matches this device's subscription: the service refuses it.
    await expect(send(userId)).rejects.toThrow(PushSendError);
    expect(push.refused.at(-1)).toBe('403 not the key the subscription was made with');
    push.refused.length = 0;
    expect(await vapidPublicKey(t.database.db, t.config)).toBe(stored);
  });
});

describe('the stand-in push service', () => {
  const keys = webpush.generateVAPIDKeys();
  const subject = 'mailto:a@example.test';
  const vapid = (aud: string, exp: number, publicKey = keys.publicKey) =>
    webpush.getVapidHeaders(aud, subject, publicKey, keys.privateKey, 'aes128gcm', exp).Authorization;

  /** Posts what web-push would for a new device, with this Authorization; answers the status. */
  async function post(authorization: string): Promise<number> {
    const details = webpush.generateRequestDetails(push.subscribe(), JSON.stringify(PAYLOAD), {
      vapidDetails: { subject, ...keys },
      contentEncoding: 'aes128gcm',
    });
    const headers = { ...details.headers, Authorization: authorization };
    return new Promise((resolve, reject) => {
      const req = httpsRequest(details.endpoint, { method: 'POST', headers, agent: push.agent }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(details.body);
    });
  }

  it('accepts a valid JWT, and refuses another key, another audience or an expired one', async () => {
    push.refused.length = 0;
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect(await post(vapid(push.origin, inAnHour))).toBe(201);
    const otherKey = webpush.generateVAPIDKeys().publicKey;
    expect(await post(vapid(push.origin, inAnHour, otherKey))).toBe(401);
    expect(await post(vapid('https://elsewhere.test', inAnHour))).toBe(401);
    expect(await post(vapid(push.origin, Math.floor(Date.now() / 1000) - 60))).toBe(401);
    expect(push.refused).toEqual([
      '401 bad signature',
      '401 aud https://elsewhere.test',
      expect.stringMatching(/^401 exp \d+$/),
    ]);
    push.refused.length = 0;
  });
});
