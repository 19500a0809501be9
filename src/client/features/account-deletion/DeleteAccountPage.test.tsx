// @vitest-environment happy-dom
import { INVALID_DELETION_LINK_MESSAGE } from '@shared/account-deletion';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/fixtures';
import { flush, jsonResponse, render } from '../../test/render';
import { DeleteAccountPage } from './DeleteAccountPage';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

const site = { supportEmail: 'help@x.test', companyCity: 'Mesa', payments: {}, accountRemovalDays: 30 };

/** A signed-in person; DELETE /api/me answers `deletion`. */
function serve(deletion: () => Response, user = aUser()) {
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === '/api/site') return jsonResponse(200, site);
    if (String(url) === '/api/me' && init?.method === 'DELETE') return deletion();
    if (String(url) === '/api/me') return jsonResponse(200, user);
    return jsonResponse(404, { message: 'Not found' });
  });
}

async function open(path: string) {
  const view = await render(<DeleteAccountPage />, { path });
  await flush();
  const button = [...view.container.querySelectorAll('button')].find((b) =>
    b.textContent?.includes('Delete my account'),
  );
  return { ...view, button };
}

describe('<DeleteAccountPage> (opened from the e-mailed link)', () => {
  it('says what happens and when, and deletes with the link’s token on the button only', async () => {
    serve(() => jsonResponse(200, { message: 'deleted', removalDate: '2026-05-01T00:00:00.000Z' }));
    const { container, button, location } = await open('/delete-account?token=abc%2Bdef');
    expect(container.textContent).toContain('Nothing is deleted until you press the button.');
    expect(container.textContent).toContain('everything Lampstand holds about you is removed');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await act(async () => button?.click());
    await flush();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'DELETE') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc+def' });
    expect(location.history.at(-1)).toBe('/account-deleted?until=2026-05-01T00%3A00%3A00.000Z');
  });

  it('shows the refusal of a link that is not valid any more, and stays', async () => {
    serve(() =>
      jsonResponse(400, {
        message: INVALID_DELETION_LINK_MESSAGE,
        errors: { token: [INVALID_DELETION_LINK_MESSAGE] },
      }),
    );
    const { container, button, location } = await open('/delete-account?token=abcdefghijkl');
    await act(async () => button?.click());
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(INVALID_DELETION_LINK_MESSAGE);
    expect(location.history.at(-1)).toBe('/delete-account?token=abcdefghijkl');
  });

  it('without a token, or for a church’s administrator, offers no button', async () => {
    serve(() => jsonResponse(500, {}));
    const missing = await open('/delete-account');
    expect(missing.button).toBeUndefined();
    expect(missing.container.textContent).toContain('This page needs the link from the e-mail.');
    document.body.innerHTML = '';
    serve(() => jsonResponse(500, {}), aUser({ isChurchAdmin: true, churchId: 7 }));
    const admin = await open('/delete-account?token=abcdefghijkl');
    expect(admin.button).toBeUndefined();
    expect(admin.container.textContent).toContain('You are the administrator of your church.');
  });
});
