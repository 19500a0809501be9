import type { EntrySummary, QueueEntry, QueueStore } from '../lib/sync-queue/types';

/** The sync queue's store in a map, for tests (happy-dom has no IndexedDB); same contract as database.ts. */
export function memoryQueueStore(initial: QueueEntry[] = []) {
  const entries = new Map(initial.map((e) => [e.id, structuredClone(e)]));
  let active: number | null = null;
  const store: QueueStore = {
    list: async (userId) =>
      [...entries.values()]
        .filter((e) => e.userId === userId)
        .sort((a, b) => a.order - b.order)
        .map((e) => structuredClone(e)),
    put: async (entry) => {
      entries.set(entry.id, structuredClone(entry));
    },
    remove: async (id) => {
      entries.delete(id);
    },
    replace: async (oldId, entry) => {
      entries.delete(oldId);
      entries.set(entry.id, structuredClone(entry));
    },
    clearUser: async (userId) => {
      for (const [id, e] of entries) if (e.userId === userId) entries.delete(id);
    },
    activeUser: async () => active,
    setActiveUser: async (userId) => {
      active = userId;
    },
  };
  return { store, entries };
}

const readingSummary: EntrySummary = { kind: 'reading', label: 'Read Genesis 1–3', chapters: 3, minutes: 0 };

/** A kept entry: a reading batch of three chapters for 2026-03-02 by user 1, unless told otherwise. */
export function aKeptEntry(overrides: Partial<QueueEntry> = {}): QueueEntry {
  return {
    id: `key-${overrides.order ?? 1}`,
    userId: 1,
    order: 1,
    method: 'POST',
    path: '/api/readings/batch',
    body: {
      readDate: '2026-03-02',
      chapters: [1, 2, 3].map((chapter) => ({ book: 'Genesis', chapter })),
    },
    loggedFor: '2026-03-02',
    dateField: 'readDate',
    summary: readingSummary,
    invalidates: ['/api/stats', '/api/activity'],
    state: 'waiting',
    message: null,
    attempts: 0,
    retryAt: 0,
    ...overrides,
  };
}
