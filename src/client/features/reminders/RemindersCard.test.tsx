// @vitest-environment happy-dom
import type { RemindersResponse } from '@shared/reminders';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../components/ui/use-toast';
import { fieldByLabel, fillIn, flush, jsonResponse, render, submit } from '../../test/render';
import { RemindersCard } from './RemindersCard';

const SETTINGS: RemindersResponse = {
  daily: { email: false, push: false, time: '07:00', days: [0, 1, 2, 3, 4, 5, 6] },
  behind: { email: false, push: false, time: '19:00' },
  weekly: { email: false, day: 0, time: '18:00' },
  timeZone: 'America/Chicago',
  push: { publicKey: 'BPublicKey', devices: 0 },
};
const fetchMock = vi.fn<typeof fetch>();
let putAnswer: (body: unknown) => Response;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  putAnswer = (body) => jsonResponse(200, { ...SETTINGS, ...(body as object) });
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/api/me/reminders' && init?.method === 'PUT')
      return putAnswer(JSON.parse(String(init.body)));
    if (url === '/api/me/reminders') return jsonResponse(200, SETTINGS);
    return jsonResponse(404, { message: 'not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  dismissToast();
  document.body.innerHTML = '';
});

const group = (name: string) =>
  [...document.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === name) as
    | HTMLFieldSetElement
    | undefined;
const switchIn = (section: string, label: string) =>
  fieldByLabel(group(section) as HTMLFieldSetElement, label) as unknown as HTMLButtonElement;
const putBodies = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

async function showCard() {
  const view = await render(<RemindersCard />, { path: '/profile' });
  await flush();
  return view;
}

describe('<RemindersCard>', () => {
  it('shows every reminder off, in the profile’s time zone, with push waiting for a device', async () => {
    const { container } = await showCard();
    expect(container.textContent).toContain('Times are in America/Chicago');
    for (const section of ['Daily reminder', 'Behind on your plan', 'Weekly summary e-mail']) {
      expect(switchIn(section, 'By e-mail').getAttribute('aria-checked')).toBe('false');
    }
    const push = switchIn('Daily reminder', 'By notification');
    expect(push.disabled).toBe(true);
    expect(document.getElementById(push.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Turn on notifications on this device (above) first.',
    );
    // Each day is named in full for screen readers, and shows its short name.
    const monday = container.querySelector<HTMLInputElement>('input[aria-label="Monday"]');
    expect(monday?.checked).toBe(true);
    expect(monday?.parentElement?.textContent).toBe('Mon');
  });

  it('turns the daily e-mail on at 06:30 on weekdays and saves every setting with one PUT', async () => {
    const { container } = await showCard();
    await act(async () => switchIn('Daily reminder', 'By e-mail').click());
    await fillIn(fieldByLabel(group('Daily reminder') as HTMLFieldSetElement, 'Time'), '06:30');
    for (const day of ['Sunday', 'Saturday']) {
      await act(async () => container.querySelector<HTMLInputElement>(`input[aria-label="${day}"]`)?.click());
    }
    await submit(container.querySelector('form'));
    expect(putBodies()).toEqual([
      {
        daily: { email: true, push: false, time: '06:30', days: [1, 2, 3, 4, 5] },
        behind: SETTINGS.behind,
        weekly: SETTINGS.weekly,
      },
    ]);
    expect(getToasts()[0]).toMatchObject({ title: 'Reminders saved' });
  });

  it('shows a bad time under its field and sends nothing', async () => {
    const { container } = await showCard();
    const time = fieldByLabel(group('Behind on your plan') as HTMLFieldSetElement, 'Time');
    await fillIn(time, '');
    await submit(container.querySelector('form'));
    expect(time?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(time?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a time such as 07:00',
    );
    expect(putBodies()).toEqual([]);
  });

  it("puts the server's field errors on their fields, with a destructive toast", async () => {
    putAnswer = () =>
      jsonResponse(400, {
        message: 'Invalid request',
        errors: { 'weekly.time': ['Choose a time such as 07:00'] },
      });
    const { container } = await showCard();
    await submit(container.querySelector('form'));
    const time = fieldByLabel(group('Weekly summary e-mail') as HTMLFieldSetElement, 'Time');
    expect(time?.getAttribute('aria-invalid')).toBe('true');
    expect(getToasts()[0]).toMatchObject({ title: 'Failed to save reminders', variant: 'destructive' });
  });

  it('lets a push switch be used once a device is on', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { ...SETTINGS, push: { ...SETTINGS.push, devices: 2 } }),
    );
    await showCard();
    const push = switchIn('Behind on your plan', 'By notification');
    expect(push.disabled).toBe(false);
    expect(push.getAttribute('aria-describedby')).toBeNull();
  });

  it('says when the settings could not be loaded, and tries again', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { message: 'Something went wrong' }));
    const { container } = await showCard();
    expect(container.textContent).toContain('Your reminder settings could not be loaded.');
    fetchMock.mockImplementation(async () => jsonResponse(200, SETTINGS));
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    await act(async () => retry?.click());
    await flush();
    expect(container.querySelector('form')).not.toBeNull();
  });
});
