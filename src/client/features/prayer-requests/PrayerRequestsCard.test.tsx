// @vitest-environment happy-dom
import type { PrayerRequestItem } from '@shared/prayer-requests';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../components/ui/use-toast';
import { ME_KEY } from '../../lib/query-client';
import { setQueueStore } from '../../lib/sync-queue/queue';
import { aUser } from '../../test/fixtures';
import { aKeptEntry, memoryQueueStore } from '../../test/memory-queue';
import { fieldByLabel, fillIn, flush, jsonResponse, render, submit } from '../../test/render';
import { requestDate } from './PrayerRequestRow';
import { PrayerRequestsCard } from './PrayerRequestsCard';

const fetchMock = vi.fn<typeof fetch>();
let items: PrayerRequestItem[];
let writeAnswer: () => Response;

beforeEach(() => {
  items = [
    { id: 1, request: 'Healing for Anna', answered: false, createdAt: '2025-01-05T18:00:00.000Z' },
    { id: 2, request: 'Rain for the farms', answered: true, createdAt: null },
  ];
  writeAnswer = () => jsonResponse(200, {});
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (_url, init) =>
    !init?.method || init.method === 'GET' ? jsonResponse(200, items) : writeAnswer(),
  );
});
afterEach(() => {
  setQueueStore(memoryQueueStore().store);
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  dismissToast();
  document.body.innerHTML = '';
});

async function setup() {
  const view = await render(<PrayerRequestsCard timeZone="America/Phoenix" />);
  await flush();
  const root = view.container;
  const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
  return { root, writes, form: root.querySelector('form') };
}

describe('requestDate', () => {
  it("formats like 'Jan 5, 2025' in the person's zone, or 'Unknown date'", () => {
    expect(requestDate('2025-01-05T18:00:00.000Z', 'America/Phoenix')).toBe('Jan 5, 2025');
    expect(requestDate('2025-01-06T03:00:00.000Z', 'America/Phoenix')).toBe('Jan 5, 2025');
    expect(requestDate(null, 'UTC')).toBe('Unknown date');
    expect(requestDate('not a date', 'UTC')).toBe('Unknown date');
  });
});

describe('<PrayerRequestsCard>', () => {
  it('lists requests in a 300px scroll area; answered ones struck through with a tag', async () => {
    const { root } = await setup();
    const area = root.querySelector('section[aria-label="Your prayer requests"]');
    expect(area?.className).toContain('h-[300px]');
    expect(area?.className).toContain('overflow-y-auto');
    const rows = [...root.querySelectorAll('li')];
    expect(rows[0]?.textContent).toContain('Jan 5, 2025');
    expect(rows[1]?.textContent).toContain('Answered');
    expect(rows[1]?.textContent).toContain('Unknown date');
    expect(rows[1]?.querySelector('.line-through')?.textContent).toBe('Rain for the farms');
    expect(rows[1]?.querySelector('[role="checkbox"]')?.getAttribute('aria-checked')).toBe('true');
  });

  it('lists a request added with no network first, marked as waiting or needing attention', async () => {
    setQueueStore(
      memoryQueueStore([
        aKeptEntry({ id: 'a', order: 1, path: '/api/prayer-requests', body: { request: 'Safe travels' } }),
        aKeptEntry({
          id: 'b',
          order: 2,
          path: '/api/prayer-requests',
          body: { request: 'Peace' },
          state: 'attention',
        }),
      ]).store,
    );
    const view = await render(<PrayerRequestsCard timeZone="America/Phoenix" />);
    await act(async () => view.client.setQueryData(ME_KEY, aUser({ id: 1 })));
    await flush();
    const rows = [...view.container.querySelectorAll('li')].map((li) => li.textContent);
    expect(rows.slice(0, 2)).toEqual(['Safe travelsWaiting to sync', 'PeaceNeeds attention']);
    expect(rows[2]).toContain('Healing for Anna');
  });

  it('refuses a request under 2 characters with the spec’s message', async () => {
    const { root, form, writes } = await setup();
    await fillIn(fieldByLabel(root, 'New prayer request'), ' a ');
    await submit(form);
    expect(root.textContent).toContain('Prayer request must be at least 2 characters');
    expect(writes()).toHaveLength(0);
  });

  it('adds a request, and toasts the server message or the fallback when adding fails', async () => {
    const { root, form, writes } = await setup();
    writeAnswer = () => jsonResponse(201, { id: 3, request: 'Peace', answered: false, createdAt: null });
    await fillIn(fieldByLabel(root, 'New prayer request'), 'Peace');
    await submit(form);
    expect(writes()[0]?.[0]).toBe('/api/prayer-requests');
    expect(JSON.parse(String(writes()[0]?.[1]?.body))).toEqual({ request: 'Peace' });
    expect(getToasts()[0]).toMatchObject({ title: 'Prayer request added' });

    writeAnswer = () => new Response(null, { status: 502 });
    await fillIn(fieldByLabel(root, 'New prayer request'), 'Peace again');
    await submit(form);
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Failed to add prayer request',
      description: 'An error occurred while adding the prayer request',
    });
  });

  it('marks a request answered, and puts it back with a toast when the update fails', async () => {
    const { root, writes } = await setup();
    writeAnswer = () => jsonResponse(403, { message: 'Not your prayer request' });
    const box = root.querySelector<HTMLButtonElement>('li [role="checkbox"]');
    await act(async () => box?.click());
    await flush();
    expect(writes()[0]?.[0]).toBe('/api/prayer-requests/1');
    expect(JSON.parse(String(writes()[0]?.[1]?.body))).toEqual({ answered: true });
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Failed to update prayer request',
      description: 'Not your prayer request',
    });
    expect(root.querySelector('li [role="checkbox"]')?.getAttribute('aria-checked')).toBe('false');
  });

  it('deletes a request from its labelled button', async () => {
    const { root, writes } = await setup();
    writeAnswer = () => new Response(null, { status: 204 });
    const remove = root.querySelector<HTMLButtonElement>(
      'button[aria-label="Delete prayer request: Healing for Anna"]',
    );
    await act(async () => remove?.click());
    await flush();
    expect(writes()[0]?.[0]).toBe('/api/prayer-requests/1');
    expect(writes()[0]?.[1]?.method).toBe('DELETE');
    expect(getToasts()[0]).toMatchObject({ title: 'Prayer request deleted' });
  });
});
