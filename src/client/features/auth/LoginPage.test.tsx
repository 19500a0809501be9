// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { dismissToast, getToasts } from '../../components/ui/use-toast';
import { aUser } from '../../test/fixtures';
import { fieldByLabel, fillIn, flush, jsonResponse, render, submit } from '../../test/render';
import { LoginPage } from './LoginPage';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  dismissToast();
  document.body.innerHTML = '';
});

/** /api/me answers 401 (logged out); /api/login answers `login`. */
function serve(login: Response) {
  fetchMock.mockImplementation(async (url) =>
    String(url) === '/api/me' ? jsonResponse(401, { message: 'Not logged in' }) : login,
  );
}

/** As the app routes it: the page is gone once the location leaves /login. */
async function renderLogin(path = '/login') {
  const routed = (
    <Switch>
      <Route path="/login" component={LoginPage} />
    </Switch>
  );
  const view = await render(routed, { path });
  await flush();
  return { ...view, form: view.container.querySelector('form') };
}

describe('<LoginPage>', () => {
  it("shows the shared schema's messages on the fields", async () => {
    serve(jsonResponse(500, {}));
    const { container, form } = await renderLogin();
    await submit(form);
    const email = fieldByLabel(container, 'Email');
    expect(email?.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('Please enter a valid email address');
    expect(container.textContent).toContain('Password is required');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/login')).toBe(false);
  });

  it('toasts the server message when the credentials are wrong, and stays', async () => {
    serve(jsonResponse(401, { message: 'Invalid email or password' }));
    const { container, form, location } = await renderLogin();
    await fillIn(fieldByLabel(container, 'Email'), 'ruth@example.com');
    await fillIn(fieldByLabel(container, 'Password'), 'wrong-password');
    await submit(form);
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Login failed',
      description: 'Invalid email or password',
    });
    expect(location.history.at(-1)).toBe('/login');
  });

  it('signs in and goes to /', async () => {
    serve(jsonResponse(200, { token: 't', user: aUser() }));
    const { container, form, location, client } = await renderLogin();
    await fillIn(fieldByLabel(container, 'Email'), 'ruth@example.com');
    await fillIn(fieldByLabel(container, 'Password'), 'right-password');
    await submit(form);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/login') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ruth@example.com', password: 'right-password' });
    expect(location.history.at(-1)).toBe('/');
    expect(client.getQueryData(['/api/me'])).toMatchObject({ name: 'Ruth Reader' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['/delete-account?token=abc', '/delete-account?token=abc'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
  ])('sent from a page opened by an e-mailed link (next=%s), goes back to it: %s', async (next, to) => {
    serve(jsonResponse(200, { token: 't', user: aUser() }));
    const { container, form, location } = await renderLogin(`/login?next=${encodeURIComponent(next)}`);
    await fillIn(fieldByLabel(container, 'Email'), 'ruth@example.com');
    await fillIn(fieldByLabel(container, 'Password'), 'right-password');
    await submit(form);
    expect(location.history.at(-1)).toBe(to);
  });
});
