// @vitest-environment happy-dom

import { PASSWORD_CHANGE_REQUIRED_CODE } from '@shared/errors';
import { onlineManager } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_KEY } from '../lib/query-client';
import { aUser } from '../test/fixtures';
import { flush, jsonResponse, render } from '../test/render';
import { ProtectedRoute } from './ProtectedRoute';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

const page = <ProtectedRoute>secret profile</ProtectedRoute>;

describe('<ProtectedRoute>', () => {
  it('shows a labelled spinner while the session is checked', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const view = await render(page, { path: '/profile' });
    expect(view.container.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe(
      'Checking your session',
    );
    expect(view.container.textContent).not.toContain('secret profile');
  });

  it('sends a visitor without a session to /login', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Not logged in' }));
    const view = await render(page, { path: '/profile' });
    await flush();
    expect(view.location.history.at(-1)).toBe('/login');
    expect(view.container.textContent).not.toContain('secret profile');
  });

  it('sends a visitor who opened an e-mailed link to /login, and back to the link afterwards', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Not logged in' }));
    const link = <ProtectedRoute comeBack>delete my account</ProtectedRoute>;
    const view = await render(link, { path: '/delete-account?token=a%2Bb' });
    await flush();
    expect(view.location.history.at(-1)).toBe(
      `/login?next=${encodeURIComponent('/delete-account?token=a%2Bb')}`,
    );
  });

  it('says the check failed when /api/me fails for another reason', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Internal Server Error' }));
    const view = await render(page, { path: '/profile' });
    await flush();
    expect(view.container.querySelector('h1')?.textContent).toBe('Authentication check failed');
    expect(view.location.history.at(-1)).toBe('/profile');
  });

  it('opened with no network and nothing kept: says the check failed, no endless spinner', async () => {
    onlineManager.setOnline(false);
    try {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const view = await render(page, { path: '/profile' });
      await flush();
      expect(view.container.querySelector('h1')?.textContent).toBe('Authentication check failed');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('a user already known whose session must now choose a password goes to /choose-password', async () => {
    // A new answer per call: the previous test's reconnect refetch may still reach this mock.
    fetchMock.mockImplementation(async () => jsonResponse(200, aUser()));
    const view = await render(page, { path: '/profile' });
    await flush();
    expect(view.container.textContent).toBe('secret profile');
    fetchMock.mockResolvedValue(
      jsonResponse(403, { message: 'Choose a new password', code: PASSWORD_CHANGE_REQUIRED_CODE }),
    );
    await act(() => view.client.refetchQueries({ queryKey: ME_KEY }));
    await flush();
    expect(view.location.history.at(-1)).toBe('/choose-password');
    expect(view.container.textContent).not.toContain('secret profile');
  });

  it('shows the page to a signed-in user', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, aUser()));
    const view = await render(page, { path: '/profile' });
    await flush();
    expect(view.container.textContent).toBe('secret profile');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/me');
  });
});
