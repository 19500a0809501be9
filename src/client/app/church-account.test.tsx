// @vitest-environment happy-dom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../test/fixtures';
import { flush, jsonResponse, render } from '../test/render';
import { AppRoutes } from './AppRoutes';
import { requestMenu } from './layout/pending-menu';
import { UserMenu } from './layout/UserMenu';
import { ProtectedRoute } from './ProtectedRoute';

/*
 * The church account (Church Login, decision 037) is the church, not a person: its screens are Church
 * Admin's, and its menu offers nothing personal.
 */

const church = { id: 7, name: 'Grace Chapel', city: 'Springfield', state: 'IL' };
const churchAccount = aUser({
  id: 40,
  name: 'Grace Chapel',
  email: 'office@grace.example',
  churchId: 7,
  church,
  isChurchAdmin: true,
  isChurchAccount: true,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // /api/me answers the church account; anything else the pages ask waits (their content is not tested).
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/me' ? jsonResponse(200, churchAccount) : new Promise<Response>(() => {}),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

describe('a church-account session', () => {
  it.each(['/profile', '/dashboard', '/plans', '/bible'])('opening %s goes to Church Admin', async (path) => {
    const view = await render(<ProtectedRoute>personal page</ProtectedRoute>, { path });
    await flush();
    expect(view.location.history.at(-1)).toBe('/church-admin');
    expect(view.container.textContent).not.toContain('personal page');
  });

  it('sees the pages made for it (Church Admin)', async () => {
    const view = await render(<ProtectedRoute churchAccount>church panel</ProtectedRoute>, {
      path: '/church-admin',
    });
    await flush();
    expect(view.container.textContent).toBe('church panel');
    expect(view.location.history.at(-1)).toBe('/church-admin');
  });

  it('opening / goes to Church Admin instead of a dashboard', async () => {
    const view = await render(<AppRoutes />, { path: '/' });
    await flush(10);
    expect(view.location.history).toContain('/church-admin');
    expect(view.location.history.at(-1)).toBe('/church-admin');
  });

  it("a person's session still sees their own pages", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, aUser({ churchId: 7, church })));
    const view = await render(<ProtectedRoute>personal page</ProtectedRoute>, { path: '/profile' });
    await flush();
    expect(view.container.textContent).toBe('personal page');
  });

  it('its menu offers Church Admin and Log Out only: no Profile, no Notifications', async () => {
    // A click on the placeholder trigger, remembered until the menu loads, opens it (pending-menu.ts).
    requestMenu(churchAccount.name);
    const view = await render(<UserMenu user={churchAccount} />, { path: '/church-admin' });
    await flush();
    const trigger = view.container.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
    expect(trigger?.textContent).toContain('Grace Chapel');
    expect(view.container.textContent).not.toContain('Notifications');
    expect(view.container.querySelector('[aria-label*="otification"]')).toBeNull();
    const items = [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent?.trim());
    expect(items).toEqual(['Church Admin', 'Log Out']);
  });
});
