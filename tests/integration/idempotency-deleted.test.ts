import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { registerUser, type TestUser } from '../support/factories';
import { entryCounts, keyRow, type Method, sendKeyed } from '../support/keyed';
import { todayFor } from '../support/tracking-factories';

/*
 * Issue 35 (decision 025): deleting an entry forgets, in the same transaction, the kept answers that show
 * it. A replay of the key that created it then answers 204 without a body, still writing nothing, so a
 * deleted prayer's notes do not come back for the 7 days its key is kept.
 */

let t: TestApp;
let reader: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-10T15:00:00Z');
  reader = await registerUser(t);
});
afterAll(() => t.close());

const send = (method: Method, url: string, payload?: object, key?: string) =>
  sendKeyed(t, reader.token, method, url, payload, key);

/** A replay after the deletion: 204, replayed, no body, nothing written. */
async function expectForgottenReplay(url: string, payload: object, key: string) {
  const before = await entryCounts(t);
  const replayed = await send('POST', url, payload, key);
  expect(replayed.statusCode, replayed.body).toBe(204);
  expect(replayed.headers['idempotent-replayed']).toBe('true');
  expect(replayed.body).toBe('');
  expect(await entryCounts(t)).toEqual(before);
}

describe('a deleted entry leaves nothing of itself in kept answers', () => {
  it('a prayer: the replay of the key that logged it no longer holds its notes', async () => {
    const notes = 'For my brother Amos, his "new" job 🙏';
    const payload = { prayerDate: todayFor(t, reader), minutes: 20, notes };
    const key = randomUUID();
    const logged = await send('POST', '/api/prayers', payload, key);
    expect(logged.statusCode, logged.body).toBe(201);
    const keptKey = randomUUID();
    const kept = await send('POST', '/api/prayers', { ...payload, notes: 'Kept' }, keptKey);
    const keptRow = await keyRow(t, reader.user.id, keptKey);
    expect((await send('POST', '/api/prayers', payload, key)).json().prayer.notes).toBe(notes);

    const removed = await send('DELETE', `/api/prayers/${logged.json().prayer.id}`);
    expect(removed.statusCode).toBe(204);
    const holding = await t.database.db.select().from(idempotencyKeys);
    expect(holding.filter((row) => row.body?.includes('Amos'))).toEqual([]);
    await expectForgottenReplay('/api/prayers', payload, key);
    // Another entry's answer is kept as it was.
    expect(kept.statusCode).toBe(201);
    expect(await keyRow(t, reader.user.id, keptKey)).toEqual(keptRow);
  });

  it('a reading: the replay of the batch that logged it no longer shows it', async () => {
    const payload = {
      readDate: todayFor(t, reader),
      chapters: [
        { book: 'Ruth', chapter: 1 },
        { book: 'Ruth', chapter: 2 },
      ],
    };
    const key = randomUUID();
    const logged = await send('POST', '/api/readings/batch', payload, key);
    expect(logged.statusCode, logged.body).toBe(201);
    const keptKey = randomUUID();
    await send('POST', '/api/readings', { book: 'Jonah', chapter: 1, readDate: payload.readDate }, keptKey);
    const keptRow = await keyRow(t, reader.user.id, keptKey);

    const [first] = logged.json<{ readings: Array<{ id: number }> }>().readings;
    expect((await send('DELETE', `/api/readings/${first?.id}`)).statusCode).toBe(204);
    await expectForgottenReplay('/api/readings/batch', payload, key);
    expect(await keyRow(t, reader.user.id, keptKey)).toEqual(keptRow);
  });

  it('a prayer request: its create and answered answers are forgotten, another with the same text is not', async () => {
    const text = 'For "Ruth" and the 🌾 harvest';
    const key = randomUUID();
    const created = await send('POST', '/api/prayer-requests', { request: text }, key);
    const url = `/api/prayer-requests/${created.json().id}`;
    const patchKey = randomUUID();
    expect((await send('PATCH', url, { answered: true }, patchKey)).statusCode).toBe(200);
    const twinKey = randomUUID();
    await send('POST', '/api/prayer-requests', { request: text }, twinKey);
    const twinRow = await keyRow(t, reader.user.id, twinKey);

    expect((await send('DELETE', url)).statusCode).toBe(204);
    await expectForgottenReplay('/api/prayer-requests', { request: text }, key);
    expect(await keyRow(t, reader.user.id, patchKey)).toMatchObject({ status: 204, body: null });
    // The twin is a request of its own, still there: its answer stays.
    expect(await keyRow(t, reader.user.id, twinKey)).toEqual(twinRow);
  });
});
