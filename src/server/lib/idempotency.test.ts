import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import type { Database } from '../db/client';
import { idempotencyKeys, notifications, users } from '../db/schema';
import { transaction } from '../db/transaction';
import { manualClock } from './clock';
import { registerErrorHandler } from './error-handler';
import { registerIdempotency, STALE_MS } from './idempotency';
import { parseKey } from './idempotency-key';
import type { AuthContext } from './sessions';

/*
 * The plugin on a small app of its own, for the paths no route of the real app takes today: an answer
 * from a handler that wrote nothing in a transaction, a fault after the commit, work left running after
 * the answer. The real routes are tested in tests/integration/idempotency.test.ts.
 */

let database: Database;
let app: FastifyInstance;
let userId: number;
const clock = manualClock('2026-03-01T08:00:00Z');
let calls = 0;

/** A notification row: something a transaction writes, counted afterwards. */
const note = (db: Database['db']) =>
  db.insert(notifications).values({
    userId,
    kind: 'streak',
    message: 'A note',
    dedupeKey: `note-${++calls}`,
    createdAt: clock.now(),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await database.db
    .insert(users)
    .values({ name: 'Keyed', email: 'keyed@example.test', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = (row as { id: number }).id;
  app = Fastify();
  registerErrorHandler(app);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = { user: { id: userId } } as AuthContext;
  });
  registerIdempotency(app, { db: database.db, clock, strict: true });
  const config = { access: 'user' as const };
  app.post('/api/echo', { config }, async () => ({ calls: ++calls }));
  app.post('/api/fails-after-commit', { config }, async () => {
    await transaction(database.db, note);
    throw new Error('after the commit');
  });
  app.post('/api/leaves-work', { config }, async () => {
    await transaction(database.db, note);
    // A transaction started by work the handler leaves running claims nothing (and does not fail).
    setTimeout(() => void transaction(database.db, note).then(() => (left = 'done'), String), 5);
    return { ok: true };
  });
  app.post('/api/public', { config: { access: 'public' } }, async () => ({ calls: ++calls }));
  app.post('/api/gated', { config }, async (request) => {
    const gate = gates.get(String(request.headers['x-gate']));
    if (gate) gate.arrived = true;
    await gate?.open;
    await transaction(database.db, note);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let left = '';
/** Held requests of /api/gated, by the x-gate header: the test decides which reaches its transaction first. */
const gates = new Map<string, { open: Promise<void>; release: () => void; arrived: boolean }>();
function gate(name: string) {
  let release = () => {};
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  gates.set(name, { open, release, arrived: false });
}
const post = (url: string, key?: string) =>
  app.inject({ method: 'POST', url, headers: key === undefined ? {} : { 'idempotency-key': key } });
const stored = async (key: string) =>
  (
    await database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  )[0];
const notes = async () => (await database.db.select().from(notifications)).length;

describe('Idempotency-Key on a route that writes nothing in a transaction', () => {
  it('keeps the 2xx answer and replays it', async () => {
    const first = await post('/api/echo', 'echo-1');
    const again = await post('/api/echo', 'echo-1');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await stored('echo-1')).toMatchObject({ status: 200, body: first.body });
  });

  it('ignores the key on a public route', async () => {
    const a = await post('/api/public', 'public-1');
    const b = await post('/api/public', 'public-1');
    expect(a.body).not.toBe(b.body);
    expect(await stored('public-1')).toBeUndefined();
  });
});

describe('a fault after the commit', () => {
  it('keeps the key without an answer: 409 while it may still run, then 204 (the write is stored)', async () => {
    const before = await notes();
    expect((await post('/api/fails-after-commit', 'late-1')).statusCode).toBe(500);
    expect(await notes()).toBe(before + 1);
    expect(await stored('late-1')).toMatchObject({ status: null, body: null });
    const soon = await post('/api/fails-after-commit', 'late-1');
    expect(soon.statusCode).toBe(409);
    expect(soon.headers['retry-after']).toBe('1');
    expect(soon.json()).toMatchObject({ code: 'idempotency_key_in_use' });
    clock.advance(STALE_MS + 1);
    const later = await post('/api/fails-after-commit', 'late-1');
    expect(later.statusCode).toBe(204);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await notes()).toBe(before + 1);
  });
});

describe('two requests with one key that both passed the look-up', () => {
  it('the second transaction to claim it gets 409 and its write rolls back', async () => {
    const before = await notes();
    gate('a');
    gate('b');
    const send = (gate: string) =>
      app.inject({
        method: 'POST',
        url: '/api/gated',
        headers: { 'idempotency-key': 'race-1', 'x-gate': gate },
      });
    const [a, b] = [send('a'), send('b')];
    // Both are past the look-up (they wait at their gates) before either writes.
    await expect.poll(() => gates.get('a')?.arrived && gates.get('b')?.arrived).toBe(true);
    gates.get('b')?.release();
    expect((await b).statusCode).toBe(200);
    gates.get('a')?.release();
    const late = await a;
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'idempotency_key_in_use' });
    expect(await notes()).toBe(before + 1);
    expect(await stored('race-1')).toMatchObject({ status: 200 });
  });
});

describe('work the handler leaves running', () => {
  it('claims nothing: its transaction commits without the key', async () => {
    const before = await notes();
    expect((await post('/api/leaves-work', 'work-1')).statusCode).toBe(200);
    await expect.poll(() => left, { timeout: 2000 }).toBe('done');
    expect(await notes()).toBe(before + 2);
    expect(await stored('work-1')).toMatchObject({ status: 200 });
  });
});

describe('the header value', () => {
  it('is 1 to 255 visible ASCII characters, bare or as a quoted sf-string', () => {
    expect(parseKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(parseKey('"8e03978e"')).toBe('8e03978e');
    expect(parseKey('"with space and \\"quote\\""')).toBe('with space and "quote"');
    expect(parseKey('x'.repeat(255))).toBe('x'.repeat(255));
    expect(parseKey(`"${'x'.repeat(255)}"`)).toBe('x'.repeat(255));
    for (const bad of [
      '',
      '""',
      'x'.repeat(256),
      'two words',
      'tab\there',
      'café',
      '"unterminated\\"',
      ['a', 'b'],
    ]) {
      expect(parseKey(bad), String(bad)).toBeNull();
    }
  });

  it('never throws on random text, and reads back any key written as an sf-string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (value) => {
        const key = parseKey(value);
        if (key !== null) expect(key).toMatch(/^[\x20-\x7e]{1,255}$/);
      }),
    );
    const printable = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    });
    fc.assert(
      fc.property(
        printable.filter((k) => k.length >= 1 && k.length <= 255),
        (key) => {
          expect(parseKey(`"${key.replace(/[\\"]/g, '\\$&')}"`)).toBe(key);
        },
      ),
    );
  });
});
