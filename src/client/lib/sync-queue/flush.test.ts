import { describe, expect, it, vi } from 'vitest';
import { aKeptEntry, memoryQueueStore } from '../../test/memory-queue';
import { backoffMs, fetchSender, fetchSessionCheck, flushEntries, type SendResult, verdictOf } from './flush';
import type { QueueEntry } from './types';

const answer = (
  status: number,
  extra: Partial<Extract<SendResult, { status: number }>> = {},
): SendResult => ({
  status,
  message: null,
  code: null,
  retryAfterMs: null,
  ...extra,
});
const NOW = 1_000_000;

/** Three entries of user 1 in order, and one of user 2 that user 1's flush must never send. */
function world(entries: QueueEntry[] = [1, 2, 3].map((order) => aKeptEntry({ order }))) {
  const { store, entries: kept } = memoryQueueStore([...entries, aKeptEntry({ id: 'other', userId: 2 })]);
  const sent: string[] = [];
  let asked = 0;
  const flush = (
    answers: Record<string, SendResult>,
    force = false,
    session: number | null | 'unreachable' = 1,
  ) =>
    flushEntries({
      store,
      userId: 1,
      now: () => NOW,
      force,
      session: async () => {
        asked += 1;
        return session;
      },
      send: async (entry) => {
        sent.push(entry.id);
        return answers[entry.id] ?? answer(201);
      },
    });
  return { store, kept, sent, flush, asked: () => asked };
}

describe('verdictOf', () => {
  it.each([
    [answer(200), 'stored'],
    [answer(201), 'stored'],
    [answer(204), 'stored'],
    [{ status: 'network' } as const, 'later'],
    [answer(409, { code: 'idempotency_key_in_use' }), 'later'],
    [answer(409), 'refused'],
    [answer(429), 'later'],
    [answer(408), 'later'],
    [answer(500), 'later'],
    [answer(503), 'later'],
    [answer(401), 'signed-out'],
    [answer(403, { code: 'password_change_required' }), 'signed-out'],
    [answer(400), 'refused'],
    [answer(403), 'refused'],
    [answer(404), 'refused'],
    [answer(422), 'refused'],
  ] as const)('%j is %s', (result, verdict) => expect(verdictOf(result)).toBe(verdict));
});

describe('flushEntries', () => {
  it('sends the user’s entries in order, removes each once stored, and leaves other users’ alone', async () => {
    const { kept, sent, flush } = world();
    const result = await flush({});
    expect(sent).toEqual(['key-1', 'key-2', 'key-3']);
    expect(result.stored.map((e) => e.id)).toEqual(['key-1', 'key-2', 'key-3']);
    expect(result.stopped).toBeNull();
    expect([...kept.keys()]).toEqual(['other']);
  });

  it('a refused entry waits for the person with the server’s message and does not hold the others back', async () => {
    const { kept, sent, flush } = world();
    const result = await flush({
      'key-2': answer(400, { message: 'The reading date cannot be in the future' }),
    });
    expect(sent).toEqual(['key-1', 'key-2', 'key-3']);
    expect(result.refused.map((e) => e.id)).toEqual(['key-2']);
    expect(kept.get('key-2')).toMatchObject({
      state: 'attention',
      message: 'The reading date cannot be in the future',
      attempts: 1,
    });
    // The next flush does not send it again: only the person can.
    sent.length = 0;
    await flush({}, true);
    expect(sent).toEqual([]);
    expect(kept.has('key-2')).toBe(true);
  });

  it.each([
    ['no network', { status: 'network' } as const],
    ['409 (the same key still running)', answer(409, { code: 'idempotency_key_in_use' })],
    ['503', answer(503)],
  ])(
    'on %s it stops, keeps the entry waiting with a backoff, and sends nothing after it',
    async (_name, failure) => {
      const { kept, sent, flush } = world();
      const result = await flush({ 'key-2': failure });
      expect(sent).toEqual(['key-1', 'key-2']);
      expect(result.stopped).toBe('later');
      expect(kept.get('key-2')).toMatchObject({ state: 'waiting', attempts: 1, retryAt: NOW + backoffMs(1) });
      expect(kept.get('key-3')).toMatchObject({ state: 'waiting', attempts: 0 });
    },
  );

  it('waits as long as Retry-After says', async () => {
    const { kept, flush } = world();
    await flush({ 'key-1': answer(409, { code: 'idempotency_key_in_use', retryAfterMs: 7000 }) });
    expect(kept.get('key-1')?.retryAt).toBe(NOW + 7000);
  });

  it('respects a backoff unless forced (the network just came back), and then sends with the same key', async () => {
    const { sent, flush } = world([aKeptEntry({ order: 1, retryAt: NOW + 60_000, attempts: 2 })]);
    expect((await flush({})).stopped).toBe('later');
    expect(sent).toEqual([]);
    await flush({}, true);
    expect(sent).toEqual(['key-1']);
  });

  it('on 401 stops without counting an attempt: the entries wait for the person to sign in again', async () => {
    const { kept, sent, flush } = world();
    const result = await flush({ 'key-1': answer(401) });
    expect(result.stopped).toBe('signed-out');
    expect(sent).toEqual(['key-1']);
    expect(kept.get('key-1')).toMatchObject({ state: 'waiting', attempts: 0 });
    expect(kept.size).toBe(4);
  });

  it('sends nothing under another person’s session, or none: the entries wait for their own', async () => {
    const { kept, sent, flush } = world();
    expect((await flush({}, true, 2)).stopped).toBe('signed-out');
    expect((await flush({}, true, null)).stopped).toBe('signed-out');
    expect((await flush({}, true, 'unreachable')).stopped).toBe('later');
    expect(sent).toEqual([]);
    expect([...kept.values()].every((e) => e.state === 'waiting' && e.attempts === 0)).toBe(true);
  });

  it('asks whose session it is once per flush, and not at all with nothing to send', async () => {
    const { flush, asked } = world();
    await flush({});
    expect(asked()).toBe(1);
    await flush({});
    expect(asked()).toBe(1);
  });

  it('sends again an entry left "sending" by a flush that died (same key: the server stores it once)', async () => {
    const { sent, flush } = world([aKeptEntry({ order: 1, state: 'sending' })]);
    await flush({});
    expect(sent).toEqual(['key-1']);
  });

  it('backs off from 2 s, doubling, to at most 5 minutes', () => {
    expect([1, 2, 3, 4, 20].map(backoffMs)).toEqual([2000, 4000, 8000, 16000, 300000]);
  });
});

describe('fetchSender', () => {
  it('sends the request as JSON with the entry’s id as Idempotency-Key, cookies included', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 201 }));
    const entry = aKeptEntry();
    expect(await fetchSender(fetchMock, () => ({ Authorization: 'Bearer t' }))(entry)).toMatchObject({
      status: 201,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/readings/batch');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': 'key-1', Authorization: 'Bearer t' });
    expect(JSON.parse(String(init?.body))).toEqual(entry.body);
  });

  it('reads the server’s message, code and Retry-After; no answer at all is "network"', async () => {
    const refused = fetchSender(async () =>
      Response.json(
        { message: 'Not your plan', code: 'x' },
        { status: 403, headers: { 'Retry-After': '3' } },
      ),
    );
    expect(await refused(aKeptEntry())).toEqual({
      status: 403,
      message: 'Not your plan',
      code: 'x',
      retryAfterMs: 3000,
    });
    const offline = fetchSender(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await offline(aKeptEntry())).toEqual({ status: 'network' });
  });
});

describe('fetchSessionCheck', () => {
  it('answers the session’s user id, null without one, "unreachable" without an answer', async () => {
    const check = (response: () => Promise<Response>) => fetchSessionCheck(response)();
    expect(await check(async () => Response.json({ id: 7, name: 'Ruth' }))).toBe(7);
    expect(await check(async () => Response.json({ message: 'Not logged in' }, { status: 401 }))).toBeNull();
    expect(
      await check(async () => Response.json({ code: 'password_change_required' }, { status: 403 })),
    ).toBeNull();
    expect(await check(async () => new Response('', { status: 503 }))).toBe('unreachable');
    expect(
      await check(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe('unreachable');
  });
});
