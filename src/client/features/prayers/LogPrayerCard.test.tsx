// @vitest-environment happy-dom
import { dayIn } from '@shared/dates';
import { MULTI_LINE_TEXT_MESSAGE } from '@shared/text';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../components/ui/use-toast';
import { ME_KEY } from '../../lib/query-client';
import { setQueueStore } from '../../lib/sync-queue/queue';
import { aUser } from '../../test/fixtures';
import { memoryQueueStore } from '../../test/memory-queue';
import { fieldByLabel, fillIn, flush, jsonResponse, render, submit } from '../../test/render';
import { LogPrayerCard } from './LogPrayerCard';

const fetchMock = vi.fn<typeof fetch>();
const timeZone = 'America/Phoenix';
let answer: () => Response;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => answer());
});
afterEach(() => {
  setQueueStore(memoryQueueStore().store);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  dismissToast();
  document.body.innerHTML = '';
});

async function setup() {
  const onLogged = vi.fn();
  const view = await render(<LogPrayerCard timeZone={timeZone} userId={1} onLogged={onLogged} />);
  view.client.setQueryData(ME_KEY, aUser({ id: 1 }));
  const root = view.container;
  return { root, onLogged, form: root.querySelector('form'), minutes: fieldByLabel(root, 'Prayer Minutes') };
}

describe('<LogPrayerCard>', () => {
  it.each(['0', 'abc', ''])('refuses %j minutes with the spec’s message', async (typed) => {
    const { form, minutes } = await setup();
    await fillIn(minutes, typed);
    await submit(form);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Invalid prayer time',
      description: 'Please enter a valid number of minutes.',
    });
  });

  it('logs minutes, date and notes, then goes back to the default of 15', async () => {
    const totals = { chaptersRead: 0, prayerMinutes: 60 };
    const prayer = { id: 3, userId: 1, minutes: 20, notes: 'For the church', prayerDate: '' };
    answer = () => jsonResponse(201, { prayer, totals });
    const { root, form, minutes, onLogged } = await setup();
    await fillIn(minutes, '20');
    const notes = root.querySelector('textarea');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
        notes,
        '  For the church ',
      );
      notes?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await submit(form);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/prayers');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      minutes: 20,
      notes: 'For the church',
      prayerDate: dayIn(timeZone, new Date()),
      // The signed-in person's own id: the server refuses the entry under anybody else's session.
      userId: 1,
    });
    expect(getToasts()[0]).toMatchObject({ title: 'Prayer time logged successfully' });
    expect(onLogged).toHaveBeenCalledWith({ prayer, totals });
    expect(minutes?.value).toBe('15');
  });

  it('shows a notes problem under the notes, not under the date (issue 9, point 8)', async () => {
    const { root, form } = await setup();
    const notes = root.querySelector('textarea');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(notes, 'Bell\u0007');
      notes?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await submit(form);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(notes?.getAttribute('aria-invalid')).toBe('true');
    const described = (notes?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain(MULTI_LINE_TEXT_MESSAGE);
    expect(root.querySelector('input[type="date"]')?.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('with no network, keeps the entry on the device and says so; nothing is celebrated yet', async () => {
    const memory = memoryQueueStore();
    setQueueStore(memory.store);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { form, minutes, onLogged } = await setup();
    await fillIn(minutes, '20');
    await submit(form);
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getToasts()[0]).toMatchObject({
      title: 'Saved on this device',
      description: 'You are offline. It will sync when you are back online.',
    });
    expect(onLogged).not.toHaveBeenCalled();
    expect(minutes?.value).toBe('15');
    const [entry] = memory.entries.values();
    expect(entry).toMatchObject({
      path: '/api/prayers',
      body: { minutes: 20, prayerDate: dayIn(timeZone, new Date()), userId: 1 },
      loggedFor: dayIn(timeZone, new Date()),
      dateField: 'prayerDate',
      summary: { kind: 'prayer', label: 'Prayed for 20 minutes', chapters: 0, minutes: 20 },
    });
  });

  it('says so when the server fails', async () => {
    answer = () => jsonResponse(503, { message: 'Service Unavailable' });
    const { form } = await setup();
    await submit(form);
    await flush();
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Failed to log prayer time',
      description: 'Please try again.',
    });
  });

  it('the timer’s Done fills in the minutes and hands the focus to the log button; logging is still the person’s', async () => {
    window.localStorage.clear();
    const prayer = { id: 4, userId: 1, minutes: 8, notes: null, prayerDate: '' };
    answer = () => jsonResponse(201, { prayer, totals: { chaptersRead: 0, prayerMinutes: 8 } });
    const { root, form, minutes } = await setup();
    const button = (name: string) =>
      [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;
    const started = Date.now();
    await act(async () => button('Start praying').click());
    const stored = JSON.parse(window.localStorage.getItem('lampstand:prayer-timer:1') ?? '{}');
    // Seven and a half minutes ago, as the clock sees it.
    window.localStorage.setItem(
      'lampstand:prayer-timer:1',
      JSON.stringify({ ...stored, startedAt: started - 7.5 * 60_000 }),
    );
    await act(async () => window.dispatchEvent(new StorageEvent('storage')));
    await act(async () => button('Done').click());
    expect(minutes?.value).toBe('8');
    expect(document.activeElement).toBe(button('Log Prayer Time'));
    expect(fetchMock).not.toHaveBeenCalled();
    await submit(form);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ minutes: 8 });
  });
});
