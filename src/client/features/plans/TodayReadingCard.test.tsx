// @vitest-environment happy-dom
import type { Enrollment } from '@shared/plans/api';
import { act } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ME_KEY } from '../../lib/query-client';
import { setQueueStore } from '../../lib/sync-queue/queue';
import { aUser } from '../../test/fixtures';
import { aKeptEntry, memoryQueueStore } from '../../test/memory-queue';
import { flush, jsonResponse, render } from '../../test/render';
import { TodayReadingCard } from './TodayReadingCard';

const item = (position: number, book: string, chapter: number) => ({ position, book, chapter, read: false });
const plan: Enrollment = {
  id: 1,
  planId: '12',
  name: 'Short letters',
  startDate: '2026-03-01',
  endDate: '2026-03-10',
  paused: false,
  behindDays: 0,
  aheadDays: 0,
  chaptersLeft: 3,
  chaptersTotal: 3,
  todayDate: '2026-03-01',
  today: [item(0, '2 John', 1), item(1, '3 John', 1), item(2, 'Song of Solomon', 1)],
  next: null,
  catchUp: null,
  canUndo: false,
};

let unmount: (() => Promise<void>) | undefined;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, [plan])),
  );
});
afterEach(async () => {
  setQueueStore(memoryQueueStore().store);
  await unmount?.();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

// Book names with a space once showed as "bible:2 John": i18next does not split `ns:key` for such keys.
it("names books with spaces in today's chapters and ticks", async () => {
  const view = await render(<TodayReadingCard timeZone="UTC" onLogged={() => {}} />);
  unmount = view.unmount;
  await flush();
  expect(document.body.textContent).toContain('2 John 1; 3 John 1; Song of Solomon 1');
  expect(document.body.textContent).not.toContain('bible:');
  const labels = [...document.querySelectorAll('label')].map((l) => l.textContent);
  expect(labels).toEqual(['2 John 1', '3 John 1', 'Song of Solomon 1']);
});

it('shows chapters marked read on this device as read, waiting to sync, and offers only the rest', async () => {
  setQueueStore(
    memoryQueueStore([
      aKeptEntry({
        path: '/api/plans/enrollments/1/read',
        body: { positions: [0, 1], readDate: '2026-03-01' },
        summary: { kind: 'reading', label: 'Read 2 John 1; 3 John 1', chapters: 2, minutes: 0 },
      }),
    ]).store,
  );
  const view = await render(<TodayReadingCard timeZone="UTC" onLogged={() => {}} />);
  unmount = view.unmount;
  await act(async () => view.client.setQueryData(ME_KEY, aUser({ id: 1 })));
  await flush();
  const boxes = [...document.querySelectorAll('[role="checkbox"]')].map((b) =>
    b.getAttribute('aria-checked'),
  );
  expect(boxes).toEqual(['true', 'true', 'false']);
  expect(document.body.textContent).toContain('Mark 1 chapter read');
  expect(document.body.textContent).toContain('Waiting to sync');
});
