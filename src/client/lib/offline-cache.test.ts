// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepDashboard } from './offline-cache';
import { createQueryClient } from './query-client';

/** The device's store (IndexedDB's `cache`), as a map. */
const kept = new Map<string, unknown>();
vi.mock('./sync-queue/database', () => ({
  openDatabase: async () => ({
    get: async (_store: string, key: string) => kept.get(key),
    put: async (_store: string, value: unknown, key: string) => void kept.set(key, value),
    delete: async (_store: string, key: string) => void kept.delete(key),
  }),
}));

afterEach(() => {
  kept.clear();
  localStorage.clear();
});

describe('keepDashboard', () => {
  it('keeps what the dashboard already shows at once, without waiting for a change', async () => {
    const client = createQueryClient();
    client.setQueryData(['/api/stats/user'], { totalChapters: 3 });
    client.setQueryData(['/api/prayer-requests'], [{ request: 'private' }]);
    client.setQueryData(['/api/me'], { id: 7 });
    // Settings a form edits: a kept copy would fill the form with old values on the next visit.
    client.setQueryData(['/api/me/reminders'], { daily: { email: true } });
    const stop = keepDashboard(client, 7);
    await vi.waitFor(() => expect(kept.has('dashboard:7')).toBe(true));
    const copy = JSON.parse(String(kept.get('dashboard:7'))) as {
      clientState: { queries: { queryKey: unknown[] }[] };
    };
    // Prayer requests are never kept, nor the person's reminder settings.
    expect(copy.clientState.queries.map((q) => q.queryKey[0])).toEqual(['/api/stats/user', '/api/me']);
    stop();
  });
});
