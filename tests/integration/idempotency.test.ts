import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/server/db/schema';
import { STALE_MS } from '../../src/server/lib/idempotency';
import { createTestApp, type TestApp } from '../support/app';
import { PASSWORD, registerUser, type TestUser } from '../support/factories';
import { entryCounts, keyRow, type Method, sendKeyed } from '../support/keyed';
import { todayFor } from '../support/tracking-factories';

/*
 * Idempotency-Key through the real routes on a real database (decision 025): a write sent again is stored
 * once and answered alike, from another session too; concurrent duplicates store once; another request
 * under the same key is 422, a malformed key 400, and neither changes anything; a write that rolls back
 * keeps no key.
 */

let t: TestApp;
let reader: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-10T15:00:00Z');
  reader = await registerUser(t);
});
afterAll(() => t.close());

const send = (user: TestUser, method: Method, url: string, payload?: object, key?: string) =>
  sendKeyed(t, user.token, method, url, payload, key);
const batch = (user: TestUser, chapters = [1, 2, 3]) => ({
  readDate: todayFor(t, user),
  chapters: chapters.map((chapter) => ({ book: 'Mark', chapter })),
});

/** The four writes the offline queue sends, each with what one of them adds to the database. */
const writes: Array<{
  route: string;
  status: number;
  adds: Partial<Awaited<ReturnType<typeof entryCounts>>>;
  request: (user: TestUser) => Promise<[Method, string, object]>;
}> = [
  {
    route: 'POST /api/readings/batch',
    status: 201,
    adds: { readings: 3 },
    request: async (u) => ['POST', '/api/readings/batch', batch(u)],
  },
  {
    route: 'POST /api/prayers',
    status: 201,
    adds: { prayers: 1 },
    request: async (u) => ['POST', '/api/prayers', { prayerDate: todayFor(t, u), minutes: 15 }],
  },
  {
    route: 'POST /api/prayer-requests',
    status: 201,
    adds: { prayerRequests: 1 },
    request: async () => ['POST', '/api/prayer-requests', { request: 'For the harvest' }],
  },
  {
    route: 'POST /api/plans/enrollments/:id/read (a plan day marked read)',
    status: 200,
    adds: { readings: 2 },
    request: async (u) => {
      const started = await send(u, 'POST', '/api/plans/gospels-30/enroll', { startDate: todayFor(t, u) });
      expect(started.statusCode, started.body).toBe(201);
      return ['POST', `/api/plans/enrollments/${started.json().id}/read`, { positions: [0, 1] }];
    },
  },
];

describe.each(writes)('$route sent again with its Idempotency-Key', ({ status, adds, request }) => {
  it('is stored once and answered the same way, from another session of the person too', async () => {
    const user = await registerUser(t);
    const [method, url, payload] = await request(user);
    const key = randomUUID();
    const before = await entryCounts(t);
    const first = await send(user, method, url, payload, key);
    expect(first.statusCode, first.body).toBe(status);
    expect(await entryCounts(t)).toEqual({
      ...before,
      ...Object.fromEntries(Object.entries(adds).map(([k, n]) => [k, before[k as keyof typeof before] + n])),
      keys: before.keys + 1,
    });
    const stored = await entryCounts(t);

    const again = await send(user, method, url, payload, key);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: PASSWORD },
    });
    const otherTab = await sendKeyed(t, login.json().token, method, url, payload, `"${key}"`);
    for (const replay of [again, otherTab]) {
      expect(replay.statusCode).toBe(status);
      expect(replay.body).toBe(first.body);
      expect(replay.headers['content-type']).toBe(first.headers['content-type']);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    }
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await entryCounts(t)).toEqual(stored);
  });
});

describe('duplicates at the same moment (two tabs, a retry after a timeout)', () => {
  it('store once: each answer is the one stored, or 409 with Retry-After, and a retry gets the stored one', async () => {
    const user = await registerUser(t);
    const key = randomUUID();
    const before = await entryCounts(t);
    const answers = await Promise.all(
      [0, 1, 2].map(() => send(user, 'POST', '/api/readings/batch', batch(user), key)),
    );
    const stored = answers.filter((a) => a.statusCode === 201);
    expect(stored.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) {
      if (a.statusCode === 201) expect(a.body).toBe(stored[0]?.body);
      else {
        expect(a.statusCode, a.body).toBe(409);
        expect(a.headers['retry-after']).toBe('1');
        expect(a.json()).toMatchObject({ code: 'idempotency_key_in_use' });
      }
    }
    const retry = await send(user, 'POST', '/api/readings/batch', batch(user), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(stored[0]?.body);
    expect(await entryCounts(t)).toEqual({ ...before, readings: before.readings + 3, keys: before.keys + 1 });
  });
});

describe('what a key refuses', () => {
  it('the same key with another body, or on another route: 422, nothing changed', async () => {
    const key = randomUUID();
    expect((await send(reader, 'POST', '/api/readings/batch', batch(reader, [4]), key)).statusCode).toBe(201);
    const before = await entryCounts(t);
    const otherBody = await send(reader, 'POST', '/api/readings/batch', batch(reader, [5]), key);
    const otherRoute = await send(
      reader,
      'POST',
      '/api/prayers',
      { prayerDate: '2026-03-10', minutes: 5 },
      key,
    );
    for (const res of [otherBody, otherRoute]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'This Idempotency-Key was already used for a different request',
        code: 'idempotency_key_reused',
      });
    }
    expect(await entryCounts(t)).toEqual(before);
  });

  it('a malformed key: 400 naming the header, nothing changed; guards and body checks come first', async () => {
    const before = await entryCounts(t);
    for (const bad of ['', 'two words', 'x'.repeat(256), '"unclosed', 'naïve']) {
      const res = await send(reader, 'POST', '/api/readings/batch', batch(reader), bad);
      expect(res.statusCode, bad).toBe(400);
      const message =
        'Idempotency-Key must be 1 to 255 visible characters (letters, digits, punctuation), or such a text in double quotes';
      expect(res.json()).toEqual({ message, errors: { 'Idempotency-Key': [message] } });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/readings/batch',
      headers: { 'idempotency-key': 'two words' },
      payload: batch(reader),
    });
    expect(anonymous.statusCode).toBe(401);
    const badBody = await send(reader, 'POST', '/api/readings/batch', { readDate: 'soon' }, 'fine-key');
    expect(badBody.statusCode).toBe(400);
    expect(await entryCounts(t)).toEqual(before);
    expect(await keyRow(t, reader.user.id, 'fine-key')).toBeUndefined();
  });

  it('nothing across people: another person’s identical key is their own', async () => {
    const other = await registerUser(t);
    const key = 'shared-by-chance';
    const mine = await send(reader, 'POST', '/api/prayers', { prayerDate: '2026-03-10', minutes: 7 }, key);
    const theirs = await send(other, 'POST', '/api/prayers', { prayerDate: '2026-03-10', minutes: 7 }, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().prayer.id).not.toBe(mine.json().prayer.id);
    expect(theirs.json().prayer.userId).toBe(other.user.id);
  });
});

describe('a write that does not happen keeps no key', () => {
  it('rolled back in the service (a date after today, someone else’s request): the key is free', async () => {
    const key = randomUUID();
    const future = { readDate: '2026-03-20', chapters: [{ book: 'Mark', chapter: 9 }] };
    expect((await send(reader, 'POST', '/api/readings/batch', future, key)).statusCode).toBe(400);
    expect(await keyRow(t, reader.user.id, key)).toBeUndefined();
    expect((await send(reader, 'POST', '/api/readings/batch', batch(reader, [9]), key)).statusCode).toBe(201);

    const other = await registerUser(t);
    const theirs = await send(other, 'POST', '/api/prayer-requests', { request: 'Theirs' });
    const own = await send(reader, 'POST', '/api/prayer-requests', { request: 'Mine' });
    const patchKey = randomUUID();
    const url = (id: number) => `/api/prayer-requests/${id}`;
    const refused = await send(reader, 'PATCH', url(theirs.json().id), { answered: true }, patchKey);
    expect(refused.statusCode).toBe(403);
    const done = await send(reader, 'PATCH', url(own.json().id), { answered: true }, patchKey);
    expect(done.statusCode).toBe(200);
  });

  it('a deletion replayed is answered 204 again, not 403 for a row already gone', async () => {
    const logged = await send(reader, 'POST', '/api/readings/batch', batch(reader, [10]));
    const url = `/api/readings/${logged.json().readings[0].id}`;
    const key = randomUUID();
    expect((await send(reader, 'DELETE', url, undefined, key)).statusCode).toBe(204);
    const again = await send(reader, 'DELETE', url, undefined, key);
    expect(again.statusCode).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await send(reader, 'DELETE', url)).statusCode).toBe(403);
  });
});

describe('a deleted prayer request leaves no text in kept answers', () => {
  it('its create and answered answers become 204 without a body; replays still write nothing', async () => {
    const text = 'For "Ruth" and the 🌾 harvest';
    const createKey = randomUUID();
    const created = await send(reader, 'POST', '/api/prayer-requests', { request: text }, createKey);
    const url = `/api/prayer-requests/${created.json().id}`;
    const patchKey = randomUUID();
    expect((await send(reader, 'PATCH', url, { answered: true }, patchKey)).statusCode).toBe(200);
    const keptKey = randomUUID();
    await send(reader, 'POST', '/api/prayer-requests', { request: 'Kept' }, keptKey);
    const keptRow = await keyRow(t, reader.user.id, keptKey);
    expect((await keyRow(t, reader.user.id, createKey))?.body).toContain(JSON.stringify(text));

    expect((await send(reader, 'DELETE', url)).statusCode).toBe(204);
    const holding = await t.database.db.select().from(idempotencyKeys);
    expect(holding.filter((row) => row.body?.includes('Ruth'))).toEqual([]);
    expect(await keyRow(t, reader.user.id, createKey)).toMatchObject({ status: 204, body: null });
    // Another request's answer is kept as it was.
    expect(await keyRow(t, reader.user.id, keptKey)).toEqual(keptRow);

    const before = await entryCounts(t);
    const replayed = await send(reader, 'POST', '/api/prayer-requests', { request: text }, createKey);
    expect(replayed.statusCode).toBe(204);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect((await send(reader, 'PATCH', url, { answered: true }, patchKey)).statusCode).toBe(204);
    expect(await entryCounts(t)).toEqual(before);
  });
});

describe('a write whose answer was never stored (the process stopped between commit and answer)', () => {
  it('is 409 while its request could still be running, then 204: stored, never twice', async () => {
    const key = randomUUID();
    expect((await send(reader, 'POST', '/api/readings/batch', batch(reader, [11]), key)).statusCode).toBe(
      201,
    );
    await t.database.db
      .update(idempotencyKeys)
      .set({ status: null, contentType: null, body: null })
      .where(and(eq(idempotencyKeys.userId, reader.user.id), eq(idempotencyKeys.key, key)));
    const before = await entryCounts(t);
    const soon = await send(reader, 'POST', '/api/readings/batch', batch(reader, [11]), key);
    expect(soon.statusCode).toBe(409);
    t.clock.advance(STALE_MS);
    const later = await send(reader, 'POST', '/api/readings/batch', batch(reader, [11]), key);
    expect(later.statusCode).toBe(204);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await entryCounts(t)).toEqual(before);
  });
});
