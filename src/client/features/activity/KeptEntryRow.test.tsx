// @vitest-environment happy-dom

import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_KEY } from '../../lib/query-client';
import { setQueueStore } from '../../lib/sync-queue/queue';
import type { QueueEntry } from '../../lib/sync-queue/types';
import { aUser } from '../../test/fixtures';
import { aKeptEntry, memoryQueueStore } from '../../test/memory-queue';
import { fillIn, flush, jsonResponse, render } from '../../test/render';
import { RecentActivityCard } from './RecentActivityCard';

const fetchMock = vi.fn<typeof fetch>();
let kept: Map<string, QueueEntry>;
const prayer = aKeptEntry({
  id: 'prayer',
  order: 2,
  path: '/api/prayers',
  body: { minutes: 20, prayerDate: '2026-03-02' },
  dateField: 'prayerDate',
  summary: { kind: 'prayer', label: 'Prayed for 20 minutes', chapters: 0, minutes: 20 },
});
const refused = aKeptEntry({
  id: 'refused',
  order: 1,
  state: 'attention',
  message: 'The reading date cannot be in the future',
});

beforeEach(() => {
  const memory = memoryQueueStore([refused, prayer]);
  kept = memory.entries;
  setQueueStore(memory.store);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/activity')
      ? jsonResponse(200, [])
      : url === '/api/me'
        ? jsonResponse(200, aUser({ id: 1 }))
        : jsonResponse(201, {}),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

async function setup() {
  const view = await render(<RecentActivityCard userId={1} timeZone="UTC" />);
  await act(async () => view.client.setQueryData(ME_KEY, aUser({ id: 1 })));
  await flush();
  const rows = () => [...view.container.querySelectorAll('li')].map((li) => li.textContent);
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
    ) as HTMLButtonElement;
  const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { view, rows, button, writes };
}

describe('entries kept on this device in <RecentActivityCard>', () => {
  it('are listed at the top, newest first, waiting or needing attention with the server’s message', async () => {
    const { rows, view } = await setup();
    expect(rows()).toEqual([
      'Prayed for 20 minutesWaiting to syncfor Mar 2, 2026',
      expect.stringContaining(
        'Read Genesis 1–3Needs attentionfor Mar 2, 2026The reading date cannot be in the future',
      ),
    ]);
    // Kept entries are not "no activity".
    expect(view.container.textContent).not.toContain('No activity recorded yet');
  });

  it('a refused entry is sent again for another date, as a new entry with a new key', async () => {
    const { button, writes } = await setup();
    await act(async () => button('Choose another date for Read Genesis 1–3').click());
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('"Read Genesis 1–3" will be sent again for the date you choose.');
    const date = dialog?.querySelector('input[type="date"]') as HTMLInputElement;
    await fillIn(date, '2999-01-01');
    expect(dialog?.textContent).toContain('The date cannot be in the future');
    await fillIn(date, '2026-03-01');
    await act(async () => button('Send with this date').click());
    await flush(6);
    const [url, init] = writes()[0] ?? [];
    expect(url).toBe('/api/readings/batch');
    expect(JSON.parse(String(init?.body))).toMatchObject({ readDate: '2026-03-01' });
    const key = (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
    expect(key).not.toBe('refused');
    expect(kept.has('refused')).toBe(false);
  });

  it('is dropped only after the person confirms', async () => {
    const { button, rows } = await setup();
    await act(async () => button('Drop Read Genesis 1–3').click());
    const confirm = document.querySelector('[role="alertdialog"]');
    expect(confirm?.textContent).toContain(
      '"Read Genesis 1–3" has not reached Lampstand. If you drop it, it is lost.',
    );
    expect(kept.has('refused')).toBe(true);
    await act(async () => button('Drop it').click());
    await flush();
    expect(kept.has('refused')).toBe(false);
    expect(rows()).toEqual(['Prayed for 20 minutesWaiting to syncfor Mar 2, 2026']);
  });

  it('are not shown to someone else signed in on the device (they wait for their own person)', async () => {
    const view = await render(<RecentActivityCard userId={2} timeZone="UTC" />);
    await act(async () => view.client.setQueryData(ME_KEY, aUser({ id: 2, name: 'Other Person' })));
    await flush();
    expect(view.container.textContent).toContain('No activity recorded yet');
    expect(view.container.querySelectorAll('li')).toHaveLength(0);
    expect([...kept.keys()].sort()).toEqual(['prayer', 'refused']);
  });
});
