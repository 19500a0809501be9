// @vitest-environment happy-dom
import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { App } from './app/App';
import { renderPage } from './prerender';

/*
 * The landing page rendered at build time (decision 031) is what the browser's first render of /home
 * makes: hydrating it with the app's own tree finds no mismatch (React reports one as a recoverable
 * error, or as a console error).
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

it('renders the landing page with its title, and hydrates on /home with no mismatch', async () => {
  // The session check answers "signed out" (the render must not depend on when it does).
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ message: 'Not signed in' }), { status: 401 }),
  );
  const consoleError = vi.spyOn(console, 'error');
  const { html, title } = renderPage('/home');
  expect(title).toBe('Read Scripture and pray together | Lampstand');
  expect(html).toContain('id="hero-heading"');
  window.history.replaceState(null, '', '/home');
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const heading = root.querySelector('#hero-heading');

  const recoverable: unknown[] = [];
  let hydrated: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    hydrated = hydrateRoot(
      root,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  expect(recoverable).toEqual([]);
  expect(consoleError.mock.calls.filter(([message]) => /hydrat/i.test(String(message)))).toEqual([]);
  // Hydrated in place: the server's elements are kept, not replaced.
  expect(root.querySelector('#hero-heading')).toBe(heading);
  // Unmounted while fetch is still mocked: work React left scheduled would otherwise run after the test
  // environment is torn down ("window is not defined") and reach for a real server.
  await act(async () => hydrated?.unmount());
});
