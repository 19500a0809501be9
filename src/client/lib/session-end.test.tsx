// @vitest-environment happy-dom
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../test/fixtures';
import { jsonResponse } from '../test/render';
import { useAuth } from './auth';
import { keepDashboard, restoreDashboard } from './offline-cache';
import { offlineUser, setOfflineUser } from './offline-user';
import { createQueryClient, ME_KEY, queryClient } from './query-client';

/*
 * Issue 35: a session ended elsewhere (a password change on another device) answers 401 here. The
 * dashboard kept on this device for that person must go, whatever the page was doing at that moment.
 */

/** The device's store (IndexedDB's `cache`) as a map; reads and writes can be held to order a race. */
const kept = new Map<string, unknown>();
let readGate: Promise<void> = Promise.resolve();
let writeGate: Promise<void> = Promise.resolve();
let writes = 0;
vi.mock('./sync-queue/database', () => ({
  openDatabase: async () => ({
    // As IndexedDB does, a read answers what was there when it was asked, however late the answer comes.
    get: async (_store: string, key: string) => {
      const value = kept.get(key);
      await readGate;
      return value;
    },
    put: async (_store: string, value: unknown, key: string) => {
      writes++;
      await writeGate;
      kept.set(key, value);
    },
    delete: async (_store: string, key: string) => void kept.delete(key),
    clear: async () => kept.clear(),
  }),
}));

/** A gate and the function that opens it. */
function held() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { gate, open };
}

const person = aUser({ id: 7, name: 'Priscilla Past' });
const STATS = ['/api/stats/user'];

/** What the device kept of `person` on an earlier visit: who they are and their figures. */
function keptCopy() {
  const earlier = createQueryClient();
  earlier.setQueryData(ME_KEY, person);
  earlier.setQueryData(STATS, { totalChapters: 12 });
  kept.set(
    `dashboard:${person.id}`,
    JSON.stringify({ buster: '1', timestamp: Date.now(), clientState: dehydrate(earlier) }),
  );
  setOfflineUser(person.id);
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The session has ended: every request of this device answers 401.
  fetchMock.mockImplementation(async () => jsonResponse(401, { message: 'Not logged in' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  queryClient.clear();
  kept.clear();
  localStorage.clear();
  readGate = Promise.resolve();
  writeGate = Promise.resolve();
  writes = 0;
  document.body.innerHTML = '';
});

/** Who the page says is signed in, from the session check (useAuth) the header and every protected page run. */
function Who() {
  return useAuth().user?.name ?? 'nobody';
}

async function checkSession() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <Who />
      </QueryClientProvider>,
    ),
  );
  return { container, unmount: () => act(async () => root.unmount()) };
}

/** Everything this device keeps or shows of the person, once the work the 401 started is done. */
async function whatRemains() {
  await vi.waitFor(() => expect(offlineUser()).toBeNull());
  await vi.waitFor(() => expect([...kept.keys()]).toEqual([]));
  return {
    me: queryClient.getQueryData(ME_KEY),
    stats: queryClient.getQueryData(STATS),
    flag: offlineUser(),
    kept: [...kept.keys()],
  };
}
const NOTHING = { me: null, stats: undefined, flag: null, kept: [] };

describe('a 401 for the person whose dashboard this device keeps', () => {
  it('forgets the kept copy though nothing on the page was keeping it yet (the session check came first)', async () => {
    // A reload: the copy is restored before the first render, and the session check answers 401 before
    // the header's menus (which start keeping) have loaded.
    keptCopy();
    await restoreDashboard(queryClient, person.id);
    expect(queryClient.getQueryData(ME_KEY)).toEqual(person);
    const page = await checkSession();
    await act(() => vi.waitFor(() => expect(page.container.textContent).toBe('nobody')));
    expect(await whatRemains()).toEqual(NOTHING);
    await page.unmount();
  });

  it('forgets it on a 401 of any other read too', async () => {
    keptCopy();
    await restoreDashboard(queryClient, person.id);
    await expect(queryClient.fetchQuery({ queryKey: ['/api/activity'] })).rejects.toThrow('401');
    expect(await whatRemains()).toEqual(NOTHING);
  });

  it('a save already on its way lands before the removal, and none starts after the 401', async () => {
    queryClient.setQueryData(ME_KEY, person);
    queryClient.setQueryData(STATS, { totalChapters: 12 });
    // Keeping starts by saving at once; that write is slow (a busy IndexedDB).
    const slow = held();
    writeGate = slow.gate;
    keepDashboard(queryClient, person.id);
    await vi.waitFor(() => expect(writes).toBe(1));
    await expect(queryClient.fetchQuery({ queryKey: ['/api/activity'] })).rejects.toThrow('401');
    // The 401's sign-out changes the cache (the person, then their reads): that must not be saved.
    await new Promise((done) => setTimeout(done, 20));
    slow.open();
    expect(await whatRemains()).toEqual(NOTHING);
    // Past the persister's throttle (a second): still nothing written again.
    await new Promise((done) => setTimeout(done, 1100));
    expect(writes).toBe(1);
    expect([...kept.keys()]).toEqual([]);
  });

  it('a copy being read back when the 401 comes is not put back in memory', async () => {
    keptCopy();
    const slow = held();
    readGate = slow.gate;
    const restoring = restoreDashboard(queryClient, person.id);
    await expect(queryClient.fetchQuery({ queryKey: ['/api/activity'] })).rejects.toThrow('401');
    // The sign-out has cleared memory by the time the read answers.
    await new Promise((done) => setTimeout(done, 20));
    slow.open();
    await restoring;
    expect(await whatRemains()).toEqual(NOTHING);
  });
});

describe('keepDashboard', () => {
  it('keeps nothing for someone who is no longer signed in (a keeper that started after the 401)', async () => {
    queryClient.setQueryData(ME_KEY, null);
    queryClient.setQueryData(STATS, { totalChapters: 12 });
    keepDashboard(queryClient, person.id);
    await new Promise((done) => setTimeout(done, 20));
    expect(offlineUser()).toBeNull();
    expect(writes).toBe(0);
  });
});
