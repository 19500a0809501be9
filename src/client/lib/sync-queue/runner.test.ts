// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/fixtures';
import { aKeptEntry, memoryQueueStore } from '../../test/memory-queue';
import { flush, jsonResponse } from '../../test/render';
import { announce } from './coordination';
import { setQueueStore } from './queue';
import { type RunnerHooks, startSyncRunner } from './runner';

const fetchMock = vi.fn<typeof fetch>();
let memory: ReturnType<typeof memoryQueueStore>;
let hooks: { [K in keyof RunnerHooks]: ReturnType<typeof vi.fn<RunnerHooks[K]>> };
let stop: () => void = () => {};
/** The answers of the next writes, in order (stored after them). */
let writes: Response[] = [];
const later = Date.now() + 60_000;

beforeEach(() => {
  // Both entries wait out a backoff: only the network coming back sends them before it ends.
  memory = memoryQueueStore([1, 2].map((order) => aKeptEntry({ order, retryAt: later, attempts: 1 })));
  setQueueStore(memory.store);
  vi.stubGlobal('fetch', fetchMock);
  writes = [];
  fetchMock.mockImplementation(async (url) =>
    url === '/api/me' ? jsonResponse(200, aUser({ id: 1 })) : (writes.shift() ?? jsonResponse(201, {})),
  );
  hooks = {
    onStored: vi.fn<RunnerHooks['onStored']>(),
    onSynced: vi.fn<RunnerHooks['onSynced']>(),
    onRefused: vi.fn<RunnerHooks['onRefused']>(),
    onSignedOut: vi.fn<RunnerHooks['onSignedOut']>(),
  };
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('startSyncRunner', () => {
  it('says which user the worker may send for, and respects a backoff at start and on focus', async () => {
    stop = startSyncRunner(1, hooks);
    await flush();
    expect(await memory.store.activeUser()).toBe(1);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the network comes back, sends everything at once and tells what was synced', async () => {
    stop = startSyncRunner(1, hooks);
    await flush();
    window.dispatchEvent(new Event('online'));
    await flush(6);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2);
    expect(hooks.onSynced).toHaveBeenCalledWith(2);
    expect(hooks.onStored).toHaveBeenCalledWith(['/api/stats', '/api/activity']);
    expect(memory.entries.size).toBe(0);
  });

  it('entries the service worker sent are told here; another tab’s are told by that tab', async () => {
    stop = startSyncRunner(1, hooks);
    await flush();
    announce({ type: 'stored', invalidates: ['/api/prayers'], ids: ['p'], by: 'page' });
    announce({ type: 'stored', invalidates: ['/api/stats'], ids: ['w1', 'w2', 'w3'], by: 'worker' });
    await vi.waitFor(() => expect(hooks.onStored).toHaveBeenCalledTimes(2));
    expect(hooks.onStored).toHaveBeenLastCalledWith(['/api/stats']);
    expect(hooks.onSynced.mock.calls).toEqual([[3]]);
  });

  it('entries the server refused to the service worker are told here', async () => {
    stop = startSyncRunner(1, hooks);
    await flush();
    announce({ type: 'refused', count: 2 });
    await vi.waitFor(() => expect(hooks.onRefused).toHaveBeenCalledWith(2));
  });

  it('a refusal is told; a 401 asks for the session and keeps the entries', async () => {
    writes = [jsonResponse(404, { message: 'Not found' }), jsonResponse(401, { message: 'Not logged in' })];
    stop = startSyncRunner(1, hooks);
    await flush();
    window.dispatchEvent(new Event('online'));
    await flush(6);
    expect(hooks.onRefused).toHaveBeenCalledWith(1);
    expect(hooks.onSignedOut).toHaveBeenCalledOnce();
    expect([...memory.entries.values()].map((e) => e.state)).toEqual(['attention', 'waiting']);
  });

  it('stops listening when stopped', async () => {
    startSyncRunner(1, hooks)();
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
