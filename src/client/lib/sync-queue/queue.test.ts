// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/fixtures';
import { aKeptEntry, memoryQueueStore } from '../../test/memory-queue';
import { jsonResponse } from '../../test/render';
import { ApiError } from '../api';
import { createQueryClient, ME_KEY } from '../query-client';
import { changeDate, clearUser, entriesOf, flushNow, onStored, reload, setQueueStore } from './queue';
import { sendOrKeep } from './send-or-keep';
import type { NewEntry } from './types';

const fetchMock = vi.fn<typeof fetch>();
let kept: ReturnType<typeof memoryQueueStore>['entries'];
const write: NewEntry = {
  method: 'POST',
  path: '/api/prayers',
  body: { minutes: 20, prayerDate: '2026-03-02' },
  loggedFor: '2026-03-02',
  dateField: 'prayerDate',
  summary: { kind: 'prayer', label: 'Prayed for 20 minutes', chapters: 0, minutes: 20 },
  invalidates: ['/api/stats'],
};
const signedIn = () => {
  const client = createQueryClient();
  client.setQueryData(ME_KEY, aUser({ id: 1 }));
  return client;
};
const sentKeys = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
/** The session is user 1's; every write is stored. */
const answerAsUser1 = () =>
  fetchMock.mockImplementation(async (url) =>
    url === '/api/me' ? jsonResponse(200, aUser({ id: 1 })) : jsonResponse(201, {}),
  );
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(() => {
  const memory = memoryQueueStore();
  kept = memory.entries;
  setQueueStore(memory.store);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('sendOrKeep', () => {
  it('online, sends at once with a key made on the device, and keeps nothing', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { prayer: { id: 3 } }));
    const outcome = await sendOrKeep(signedIn(), write);
    expect(outcome).toEqual({ sent: { prayer: { id: 3 } } });
    expect(sentKeys()[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(kept.size).toBe(0);
  });

  it('when the request gets no answer, keeps it under the key it was sent with (a replay is stored once)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = await sendOrKeep(signedIn(), write);
    expect(outcome.kept).toMatchObject({ ...write, userId: 1, state: 'waiting', attempts: 0 });
    expect(outcome.kept?.id).toBe(sentKeys()[0]);
    expect([...kept.keys()]).toEqual([sentKeys()[0]]);
    expect(entriesOf(1)).toHaveLength(1);
  });

  it('offline, keeps it without trying', async () => {
    setOnline(false);
    const outcome = await sendOrKeep(signedIn(), write);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(outcome.kept?.userId).toBe(1);
    expect(kept.size).toBe(1);
  });

  it('a refusal is thrown for the form to show, and nothing is kept', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: 'Bad', errors: { prayerDate: ['Bad'] } }));
    await expect(sendOrKeep(signedIn(), write)).rejects.toBeInstanceOf(ApiError);
    expect(kept.size).toBe(0);
  });
});

describe('the queue', () => {
  it('another date makes a new entry with a new key in the same place, waiting again', async () => {
    const refused = aKeptEntry({ state: 'attention', message: 'The reading date cannot be in the future' });
    kept.set(refused.id, refused);
    await reload(1);
    await changeDate(1, refused.id, '2026-03-01');
    const [redated] = entriesOf(1);
    expect(redated).toMatchObject({
      order: refused.order,
      state: 'waiting',
      message: null,
      loggedFor: '2026-03-01',
      body: { ...(refused.body as object), readDate: '2026-03-01' },
    });
    expect(redated?.id).not.toBe(refused.id);
    expect(kept.has(refused.id)).toBe(false);
  });

  it('a flush tells what reached the server, and the lists follow', async () => {
    kept.set('a', aKeptEntry({ id: 'a', order: 1 }));
    answerAsUser1();
    const told = vi.fn();
    const stop = onStored(told);
    await reload(1);
    expect(entriesOf(1)).toHaveLength(1);
    await flushNow(1);
    stop();
    expect(told).toHaveBeenCalledWith(['/api/stats', '/api/activity'], { count: 1, byWorker: false });
    expect(entriesOf(1)).toEqual([]);
  });

  it('two flushes at once in one tab send each entry once', async () => {
    for (const order of [1, 2]) kept.set(`k${order}`, aKeptEntry({ id: `k${order}`, order }));
    answerAsUser1();
    await Promise.all([flushNow(1, true), flushNow(1, true)]);
    expect(sentKeys()).toEqual(['k1', 'k2']);
  });

  it('clearing a user forgets their entries only', async () => {
    kept.set('mine', aKeptEntry({ id: 'mine' }));
    kept.set('theirs', aKeptEntry({ id: 'theirs', userId: 2 }));
    await clearUser(1);
    expect([...kept.keys()]).toEqual(['theirs']);
  });
});
