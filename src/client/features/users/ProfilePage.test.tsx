// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../components/ui/use-toast';
import { type FirstRunOverlay, onFirstRunOverlay } from '../../lib/first-run';
import { aUser } from '../../test/fixtures';
import { fieldByLabel, fillIn, flush, jsonResponse, render, selectByLabel, submit } from '../../test/render';
import { ProfilePage } from './ProfilePage';

const church = { id: 7, name: 'Grace Chapel', city: 'Mesa', state: 'Arizona' };
const fetchMock = vi.fn<typeof fetch>();
let patchAnswer: () => Response;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/api/me') return jsonResponse(200, aUser());
    if (url === '/api/churches') return jsonResponse(200, [church]);
    if (url === '/api/profile' && init?.method === 'PATCH') return patchAnswer();
    return jsonResponse(404, { message: 'not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  dismissToast();
  document.body.innerHTML = '';
});

async function openEditForm() {
  const view = await render(<ProfilePage />, { path: '/profile' });
  await flush();
  const edit = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Edit Profile');
  await act(async () => edit?.click());
  await flush();
  return view;
}

const patchBody = () => {
  const call = fetchMock.mock.calls.find(([url, init]) => url === '/api/profile' && init?.method === 'PATCH');
  return JSON.parse(String(call?.[1]?.body));
};

describe('<ProfilePage> edit form', () => {
  it('offers the privacy checkbox only with a church, and saves the church id as a number', async () => {
    patchAnswer = () => jsonResponse(200, { user: aUser({ churchId: 7, church }) });
    const { container } = await openEditForm();
    const privacyBox = () => fieldByLabel(container, 'Share my name with my church');
    expect(privacyBox()).toBeNull();
    await fillIn(selectByLabel(container, 'Church'), '7');
    const privacy = privacyBox();
    expect(privacy?.getAttribute('aria-checked')).toBe('true');
    await act(async () => (privacy as HTMLButtonElement).click());
    await submit(container.querySelector('form'));
    expect(patchBody()).toEqual({
      name: 'Ruth Reader',
      email: 'ruth@example.com',
      churchId: 7,
      shareNameWithChurch: false,
      hideFromBoards: false,
      timeZone: 'Europe/London',
      restDay: false,
    });
    expect(getToasts()[0]).toMatchObject({ title: 'Profile updated' });
    expect(container.textContent).toContain('Grace Chapel (Mesa, Arizona)');
  });

  it('turns the weekly rest day on from its checkbox, which says what it does', async () => {
    patchAnswer = () => jsonResponse(200, { user: aUser({ restDay: true }) });
    const { container } = await openEditForm();
    const rest = fieldByLabel(container, 'Keep my streak on a weekly rest day');
    expect(rest?.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(rest?.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'One day a week without a reading or prayer keeps your streak going.',
    );
    await act(async () => (rest as unknown as HTMLButtonElement).click());
    await submit(container.querySelector('form'));
    expect(patchBody()).toMatchObject({ restDay: true });
    expect(container.textContent).toContain('On: one day a week without entries keeps your streak');
  });

  it('offers "Hide me from the leaderboards" to church members, says what it does, and saves it', async () => {
    patchAnswer = () => jsonResponse(200, { user: aUser({ churchId: 7, church, hideFromBoards: true }) });
    const { container } = await openEditForm();
    const hideBox = () => fieldByLabel(container, 'Hide me from the leaderboards');
    expect(hideBox()).toBeNull();
    await fillIn(selectByLabel(container, 'Church'), '7');
    const hide = hideBox();
    expect(hide?.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(hide?.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      "still count in your church's totals",
    );
    await act(async () => (hide as unknown as HTMLButtonElement).click());
    await submit(container.querySelector('form'));
    expect(patchBody()).toMatchObject({ churchId: 7, hideFromBoards: true });
    expect(container.textContent).toContain('Hidden: you are not listed on the leaderboards');
  });

  it('fetches the current user again when the session token was rotated', async () => {
    patchAnswer = () => jsonResponse(200, { user: aUser({ email: 'new@example.com' }), token: 'rotated' });
    const { container } = await openEditForm();
    const meCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/me').length;
    const before = meCalls();
    await fillIn(fieldByLabel(container, 'Email'), 'new@example.com');
    await submit(container.querySelector('form'));
    expect(meCalls()).toBe(before + 1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows server field errors on the field and a destructive toast', async () => {
    patchAnswer = () =>
      jsonResponse(409, {
        message: 'An account with this email already exists',
        errors: { email: ['An account with this email already exists'] },
      });
    const { container } = await openEditForm();
    await submit(container.querySelector('form'));
    const email = fieldByLabel(container, 'Email');
    expect(email?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'An account with this email already exists',
    );
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Failed to update profile',
      description: 'An account with this email already exists',
    });
  });
});

describe('<ProfilePage> read view', () => {
  it('asks for the welcome animation and the tutorial from its two buttons', async () => {
    const requested: FirstRunOverlay[] = [];
    const stop = onFirstRunOverlay((overlay) => requested.push(overlay));
    const view = await render(<ProfilePage />, { path: '/profile' });
    await flush();
    const button = (label: string) =>
      [...view.container.querySelectorAll('button')].find((b) => b.textContent === label);
    await act(async () => button('View Welcome Animation')?.click());
    await act(async () => button('Start/Restart Tutorial')?.click());
    stop();
    expect(requested).toEqual(['welcome', 'tutorial']);
  });
});
