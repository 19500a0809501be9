// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ME_KEY } from '../../lib/query-client';
import { setQueueStore } from '../../lib/sync-queue/queue';
import { aUser } from '../../test/fixtures';
import { aKeptEntry, memoryQueueStore } from '../../test/memory-queue';
import { flush, jsonResponse, render } from '../../test/render';
import { StatCards } from './StatCards';

const figures = { chaptersRead: 12, prayerMinutes: 95, weeklyChaptersRead: 8, weeklyPrayerMinutes: 30 };
const kept = [
  aKeptEntry({ id: 'a', order: 1 }),
  aKeptEntry({
    id: 'b',
    order: 2,
    summary: { kind: 'prayer', label: 'Prayed for 20 minutes', chapters: 0, minutes: 20 },
  }),
  // Refused by the server: it counts only once the person fixes it.
  aKeptEntry({ id: 'c', order: 3, state: 'attention' }),
  // Logged for a day before the church's period: the church's total never counts it.
  aKeptEntry({ id: 'd', order: 4, loggedFor: '2025-12-31' }),
];

beforeEach(() => {
  setQueueStore(memoryQueueStore(kept).store);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/stats/user'
        ? jsonResponse(200, { ...figures, streakDays: 0, rhythm: [], periodStart: '2025-01-01' })
        : jsonResponse(200, { ...figures, topReadChapters: [], periodStart: '2026-01-01' }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('adds what waits to sync to the totals of its period, and says so', async () => {
  const view = await render(<StatCards churchId={7} />);
  await act(async () => view.client.setQueryData(ME_KEY, aUser({ id: 1, churchId: 7 })));
  await flush();
  const cards = [...view.container.querySelectorAll('[role="group"]')].map((g) => g.textContent);
  expect(cards).toEqual([
    'My Chapters Read18Includes 6 chapters waiting to sync',
    'My Prayer Minutes115Includes 20 minutes waiting to sync',
    'Church Chapters Read15Includes 3 chapters waiting to sync',
    'Church Prayer Minutes115Includes 20 minutes waiting to sync',
  ]);
});
