// @vitest-environment happy-dom
import { dayIn } from '@shared/dates';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../components/ui/use-toast';
import { flush, jsonResponse, render, submit } from '../../test/render';
import { LogReadingCard } from './LogReadingCard';

const fetchMock = vi.fn<typeof fetch>();
const timeZone = 'Pacific/Auckland';
let answer: () => Response;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => answer());
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  dismissToast();
  document.body.innerHTML = '';
});

async function setup() {
  const onLogged = vi.fn();
  const view = await render(<LogReadingCard timeZone={timeZone} onLogged={onLogged} />);
  const root = view.container;
  const press = async (label: string) => {
    const button = [...root.querySelectorAll<HTMLElement>('button, [role="gridcell"]')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === label,
    );
    await act(async () => button?.click());
  };
  return { root, onLogged, press, form: root.querySelector('form') };
}

const posted = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));

describe('<LogReadingCard>', () => {
  it('defaults the date to today in the reader’s zone, and never later', async () => {
    const { root } = await setup();
    const date = root.querySelector<HTMLInputElement>('input[type="date"]');
    const today = dayIn(timeZone, new Date());
    expect(date?.value).toBe(today);
    expect(date?.max).toBe(today);
  });

  it('refuses to log nothing, without asking the server', async () => {
    const { form } = await setup();
    await submit(form);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'No chapters selected',
      description: 'Please select at least one chapter to log.',
    });
  });

  it('logs the selected chapters in one request, then clears the selection', async () => {
    const totals = { chaptersRead: 7, prayerMinutes: 0 };
    const readings = [1, 2].map((chapter) => ({
      id: chapter,
      userId: 1,
      book: 'Genesis',
      chapter,
      readDate: '',
    }));
    answer = () => jsonResponse(201, { readings, totals });
    const { root, form, press, onLogged } = await setup();
    await press('Genesis 1');
    await press('Genesis 2');
    await submit(form);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/readings/batch');
    expect(posted()).toEqual({
      readDate: dayIn(timeZone, new Date()),
      chapters: [
        { book: 'Genesis', chapter: 1 },
        { book: 'Genesis', chapter: 2 },
      ],
    });
    expect(getToasts()[0]).toMatchObject({
      title: 'Reading logged successfully',
      description: "You've recorded 2 chapters",
    });
    expect(onLogged).toHaveBeenCalledWith({ readings, totals });
    expect(root.textContent).toContain('No chapters selected');
  });

  it('keeps the selection and says so when the server fails', async () => {
    answer = () => jsonResponse(500, { message: 'Internal Server Error' });
    const { root, form, press, onLogged } = await setup();
    await press('Genesis 1');
    await submit(form);
    await flush();
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Failed to log reading',
      description: 'Please try again.',
    });
    expect(onLogged).not.toHaveBeenCalled();
    expect(root.textContent).toContain('Selected Chapters (1)');
  });
});
