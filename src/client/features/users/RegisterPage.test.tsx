// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../components/ui/use-toast';
import { adminClaim, keepAdminClaim } from '../../lib/admin-claim';
import { aUser } from '../../test/fixtures';
import { fieldByLabel, fillIn, flush, jsonResponse, render, submit } from '../../test/render';
import { RegisterPage } from './RegisterPage';

const church = { id: 12, name: 'Grace Chapel', city: 'Springfield', state: 'IL' };
const CLAIM = 'claim_abcdefghijklmnopqrstuvwxyz012345';
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const fetchMock = vi.fn<typeof fetch>();
let registerAnswer: () => Response;
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  registerAnswer = () => jsonResponse(201, { token: 't', user: aUser({ churchId: 12, church }) });
  fetchMock.mockImplementation(async (url) => {
    if (url === '/api/churches') return jsonResponse(200, [church]);
    if (url === '/api/users') return registerAnswer();
    return jsonResponse(401, { message: 'Not logged in' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStorage.clear();
  dismissToast();
  document.body.innerHTML = '';
});

async function fillAndSend(container: HTMLElement) {
  await fillIn(fieldByLabel(container, 'Name'), 'Pastor Paul');
  await fillIn(fieldByLabel(container, 'Email'), 'paul@example.com');
  await fillIn(fieldByLabel(container, 'Password'), 'my-own-password');
  await submit(container.querySelector('form'));
}

const sentBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/users');
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
};

describe('<RegisterPage> after registering a church', () => {
  beforeEach(() => keepAdminClaim({ claim: CLAIM, expiresAt: inAnHour(), church }));

  it('says the account is the registering person’s own and becomes the first administrator', async () => {
    const { container } = await render(<RegisterPage />, { path: '/register' });
    await flush();
    expect(container.textContent).toContain(
      'You are creating your own account. It becomes the first administrator of Grace Chapel.',
    );
    const chosen = fieldByLabel(container, 'Church');
    expect(chosen?.value).toBe('Grace Chapel');
    expect(chosen?.readOnly).toBe(true);
    expect(fieldByLabel(container, 'Church (optional)')).toBeNull();
  });

  it('sends the claim with the church, then forgets it', async () => {
    const { container, location } = await render(<RegisterPage />, { path: '/register' });
    await flush();
    await fillAndSend(container);
    expect(sentBody()).toMatchObject({ name: 'Pastor Paul', churchId: 12, adminClaim: CLAIM });
    expect(adminClaim()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(location.history.at(-1)).toBe('/');
  });

  it('a refused claim: shows why, forgets it, and lets the person sign up as a member', async () => {
    const refusal = 'This church’s administrator link has been used or has expired.';
    registerAnswer = () =>
      jsonResponse(400, { message: 'Validation failed', errors: { adminClaim: [refusal] } });
    const { container, location } = await render(<RegisterPage />, { path: '/register' });
    await flush();
    await fillAndSend(container);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(refusal);
    expect(adminClaim()).toBeNull();
    expect(location.history.at(-1)).toBe('/register');
    // The church choice is the person's again, still set to the church.
    const select = container.querySelector('select');
    expect(select?.value).toBe('12');
    expect(select?.disabled).toBe(false);

    registerAnswer = () => jsonResponse(201, { token: 't', user: aUser({ churchId: 12, church }) });
    fetchMock.mockClear();
    await submit(container.querySelector('form'));
    expect(sentBody().adminClaim).toBeUndefined();
    expect(sentBody().churchId).toBe(12);
    expect(getToasts()[0]?.title).toBe('Registration successful');
  });

  it('an expired claim is not used', async () => {
    keepAdminClaim({ claim: CLAIM, expiresAt: new Date(Date.now() - 1000).toISOString(), church });
    const { container } = await render(<RegisterPage />, { path: '/register' });
    await flush();
    expect(container.textContent).not.toContain('first administrator');
    expect(fieldByLabel(container, 'Church (optional)')).not.toBeNull();
  });
});

describe('<RegisterPage> without a claim', () => {
  it('is the spec’s sign-up: optional church, no claim sent', async () => {
    const { container } = await render(<RegisterPage />, { path: '/register' });
    await flush();
    expect(container.textContent).not.toContain('first administrator');
    await fillAndSend(container);
    expect(sentBody().adminClaim).toBeUndefined();
  });
});
