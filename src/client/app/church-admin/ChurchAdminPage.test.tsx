// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/fixtures';
import { fieldByLabel, fillIn, flush, jsonResponse, render, submit } from '../../test/render';
import { ChurchAdminPage } from './ChurchAdminPage';

const church = { id: 7, name: 'Grace Chapel', city: 'Mesa', state: 'Arizona' };
const fetchMock = vi.fn<typeof fetch>();
let me = aUser({ churchId: 7, church });
let unlocked = false;
let verify: () => Response = () =>
  jsonResponse(200, { success: true, unlockedUntil: '2099-01-01T00:00:00.000Z' });

beforeEach(() => {
  me = aUser({ churchId: 7, church });
  unlocked = false;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/me') return jsonResponse(200, me);
    if (url === '/api/church/admin-status')
      return jsonResponse(200, {
        unlocked,
        unlockedUntil: unlocked ? '2099-01-01T00:00:00.000Z' : null,
        isChurchAdmin: true,
      });
    if (url === '/api/church/verify-password') {
      const res = verify();
      if (res.ok && (await res.clone().json()).success) unlocked = true;
      return res;
    }
    if (url === '/api/church/users')
      return jsonResponse(200, [
        { id: 1, name: 'Ruth Reader', email: 'ruth@example.com', isChurchAdmin: true, anonymous: false },
        { id: 2, name: 'Anonymous member', email: null, isChurchAdmin: false, anonymous: true },
      ]);
    return jsonResponse(404, { message: `unexpected ${url}` });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

async function renderPage() {
  const view = await render(<ChurchAdminPage />, { path: '/church-admin' });
  await flush(5);
  return view;
}

const posted = (url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === url && init?.method === 'POST');

describe('/church-admin', () => {
  it('shows Access Denied to someone without a church, and asks the server nothing about a church', async () => {
    me = aUser();
    const { container } = await renderPage();
    expect(container.querySelector('h1')?.textContent).toBe('Access Denied');
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/church'))).toBe(false);
  });

  it('stops a locked session at the gate: Church Password, Authenticate, Return to Dashboard', async () => {
    const { container } = await renderPage();
    expect(fieldByLabel(container, 'Church Password')?.type).toBe('password');
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Authenticate');
    const back = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Return to Dashboard');
    expect(back?.getAttribute('href')).toBe('/');
    expect(container.textContent).not.toContain('Church Members');
  });

  it('signed in as the church itself: no dashboard to return to, and says what the account is', async () => {
    me = aUser({
      id: 40,
      name: 'Grace Chapel',
      churchId: null,
      church,
      isChurchAdmin: true,
      isChurchAccount: true,
    });
    unlocked = true;
    const { container } = await renderPage();
    expect(container.querySelector('h1')?.textContent).toBe('Church Administration');
    expect([...container.querySelectorAll('a')].some((a) => a.textContent === 'Return to Dashboard')).toBe(
      false,
    );
    expect(container.textContent).toContain("This is the church's account: it administers the church");
  });

  it('needs a password before asking the server', async () => {
    const { container } = await renderPage();
    await submit(container.querySelector('form'));
    expect(container.textContent).toContain('Password is required');
    expect(posted('/api/church/verify-password')).toHaveLength(0);
  });

  it("says 'Incorrect password. Please try again.' when the server answers success: false", async () => {
    verify = () => jsonResponse(200, { success: false, message: 'Incorrect password. Please try again.' });
    const { container } = await renderPage();
    await fillIn(fieldByLabel(container, 'Church Password'), 'wrong-one');
    await submit(container.querySelector('form'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Incorrect password. Please try again.',
    );
    expect(JSON.parse(String(posted('/api/church/verify-password')[0]?.[1]?.body))).toEqual({
      password: 'wrong-one',
    });
    expect(fieldByLabel(container, 'Church Password')?.value).toBe('');
    expect(container.textContent).not.toContain('Church Members');
  });

  it("says 'An error occurred. Please try again.' when the request fails", async () => {
    verify = () => jsonResponse(500, { message: 'Internal Server Error' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await renderPage();
    await fillIn(fieldByLabel(container, 'Church Password'), 'whatever');
    await submit(container.querySelector('form'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'An error occurred. Please try again.',
    );
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('opens the four tabs once the password verifies, on Church Members', async () => {
    verify = () => jsonResponse(200, { success: true, unlockedUntil: '2099-01-01T00:00:00.000Z' });
    const { container } = await renderPage();
    await fillIn(fieldByLabel(container, 'Church Password'), 'church-password-1');
    await submit(container.querySelector('form'));
    await flush(5);
    const tabs = [...container.querySelectorAll('[role="tab"]')].map((t) => t.textContent);
    expect(tabs).toEqual(['Church Members', 'Analytics', 'Billing', 'Settings']);
    expect(container.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Church Members');
    expect(container.textContent).toContain('ruth@example.com');
    // The anonymous member has no e-mail and no edit button, and can still be removed.
    expect(container.querySelector('[aria-label="Edit anonymous member"]')).toBeNull();
    expect(container.querySelector('[aria-label="Delete anonymous member"]')).not.toBeNull();
    expect(container.querySelector('[aria-label="Edit Ruth Reader"]')).not.toBeNull();
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('goes straight to the tabs when the session is already unlocked (church login)', async () => {
    unlocked = true;
    const { container } = await renderPage();
    expect(container.querySelectorAll('[role="tab"]')).toHaveLength(4);
    expect(fieldByLabel(container, 'Church Password')).toBeNull();
  });

  it('goes back to the gate when an admin request answers Church password required', async () => {
    unlocked = true;
    const { container } = await renderPage();
    expect(container.querySelectorAll('[role="tab"]')).toHaveLength(4);
    unlocked = false;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/me') return jsonResponse(200, me);
      if (url === '/api/church/admin-status')
        return jsonResponse(200, { unlocked: false, unlockedUntil: null, isChurchAdmin: true });
      return jsonResponse(403, { message: 'Church password required' });
    });
    const settings = [...container.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (t) => t.textContent === 'Settings',
    );
    // Radix tabs activate on mousedown.
    await act(async () => {
      settings?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    await flush(8);
    expect(fieldByLabel(container, 'Church Password')).not.toBeNull();
  });
});
