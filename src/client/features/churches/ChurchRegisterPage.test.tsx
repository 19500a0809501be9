// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../components/ui/use-toast';
import { fieldByLabel, fillIn, flush, jsonResponse, render, submit } from '../../test/render';
import { ChurchRegisterPage } from './ChurchRegisterPage';

const CLAIM = 'claim_abcdefghijklmnopqrstuvwxyz012345';
const church = { id: 12, name: 'Grace Chapel', city: 'Springfield', state: 'IL' };
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () =>
    jsonResponse(201, {
      church,
      message: 'Church registered successfully',
      adminClaim: CLAIM,
      adminClaimExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStorage.clear();
  dismissToast();
  document.body.innerHTML = '';
});

/** Fills in the church registration form and sends it. */
async function registerGraceChapel(container: HTMLElement) {
  await fillIn(fieldByLabel(container, 'Church Name'), 'Grace Chapel');
  await fillIn(fieldByLabel(container, 'City'), 'Springfield');
  await fillIn(fieldByLabel(container, 'State'), 'IL');
  await fillIn(fieldByLabel(container, 'Church Email'), 'office@grace.example');
  await fillIn(fieldByLabel(container, 'Password'), 'church-password');
  await submit(container.querySelector('form'));
}

describe('<ChurchRegisterPage>', () => {
  it('keeps the claim in this tab (not in the address), says what the church login is for, goes on to /register', async () => {
    const { container, location } = await render(<ChurchRegisterPage />, { path: '/church-register' });
    await registerGraceChapel(container);
    await flush();
    expect(location.history.at(-1)).toBe('/register');
    expect(JSON.stringify({ ...sessionStorage })).toContain(CLAIM);
    const [shown] = getToasts();
    expect(shown?.title).toBe('Church registered successfully');
    expect(shown?.description).not.toBe(shown?.title);
    expect(shown?.description).toContain(
      "Grace Chapel's e-mail and password sign in at Church Login to administer the church.",
    );
  });

  it('registers the church in the time zone of the browser it is registered from', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'America/Phoenix',
    });
    const { container } = await render(<ChurchRegisterPage />, { path: '/church-register' });
    await registerGraceChapel(container);
    await flush();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/churches')) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Grace Chapel',
      timeZone: 'America/Phoenix',
    });
    vi.restoreAllMocks();
  });
});
