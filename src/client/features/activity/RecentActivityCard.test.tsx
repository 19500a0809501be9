// @vitest-environment happy-dom
import type { ActivityEntry } from '@shared/activity';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { flush, jsonResponse, render } from '../../test/render';
import { RecentActivityCard } from './RecentActivityCard';

const fetchMock = vi.fn<typeof fetch>();
let listAnswer: (url: string) => Promise<Response>;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  const deleted = new Set<string>();
  // Like the server: a deleted entry is no longer listed when the list is fetched again.
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'DELETE') {
      deleted.add(String(url));
      return new Response(null, { status: 204 });
    }
    const answer = await listAnswer(String(url));
    if (deleted.size === 0 || !answer.ok) return answer;
    const listed = (await answer.json()) as ActivityEntry[];
    const kept = listed.filter(
      (e) => !deleted.has(`/api/${e.type === 'reading' ? 'readings' : 'prayers'}/${e.id}`),
    );
    return jsonResponse(200, kept);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  dismissToast();
  document.body.innerHTML = '';
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const entries: ActivityEntry[] = [
  { id: 9, type: 'prayer', details: '20 minutes', timestamp: minutesAgo(5), date: '2025-01-05' },
  { id: 4, type: 'reading', details: 'Genesis 1', timestamp: minutesAgo(120), date: '2025-01-05' },
];

async function setup(userId: number | null = 1) {
  const onDeleted = vi.fn();
  const view = await render(<RecentActivityCard userId={userId} timeZone="UTC" onDeleted={onDeleted} />);
  await flush();
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
    ) as HTMLButtonElement;
  return { root: view.container, onDeleted, button };
}

describe('<RecentActivityCard>', () => {
  it('shows three skeleton rows while loading', async () => {
    listAnswer = () => new Promise(() => {});
    const { root } = await setup();
    const loading = root.querySelector('[role="status"][aria-label="Loading activity"]');
    expect(loading?.children).toHaveLength(3);
  });

  it('does not ask for activity without a signed-in user', async () => {
    listAnswer = async () => jsonResponse(200, []);
    await setup(null);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the empty state', async () => {
    listAnswer = async () => jsonResponse(200, []);
    const { root } = await setup();
    expect(root.textContent).toContain('No activity recorded yet');
    expect(root.textContent).toContain('Start tracking your spiritual journey!');
  });

  it('says when the activity could not be fetched', async () => {
    listAnswer = async () => jsonResponse(500, { message: 'Internal Server Error' });
    const { root } = await setup();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Failed to fetch activities');
  });

  it('reads entries as "Read …" and "Prayed for …" with a relative time, and toggles 5 / 100', async () => {
    listAnswer = async () => jsonResponse(200, entries);
    const { root, button } = await setup();
    const rows = [...root.querySelectorAll('li')].map((li) => li.textContent);
    expect(rows).toEqual(['Prayed for 20 minutes5 minutes ago', 'Read Genesis 1about 2 hours ago']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/activity?limit=5');
    await act(async () => button('View All Activity').click());
    await flush();
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/activity?limit=100');
    await act(async () => button('Show Less').click());
    expect(button('View All Activity')).toBeDefined();
  });

  it('deletes an entry only after confirmation, and reports it', async () => {
    listAnswer = async () => jsonResponse(200, entries);
    const { root, button, onDeleted } = await setup();
    await act(async () => button('Delete Read Genesis 1').click());
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('"Read Genesis 1" on Jan 5, 2025 will be removed');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await act(async () => button('Delete').click());
    await flush();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(call?.[0]).toBe('/api/readings/4');
    expect(onDeleted).toHaveBeenCalledOnce();
    expect(root.textContent).not.toContain('Read Genesis 1');
  });
});
