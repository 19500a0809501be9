// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { openRequestedScreen } from './service-worker';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('openRequestedScreen (a reminder notification clicked while this page was open)', () => {
  it("routes to the app's own path the worker names", () => {
    openRequestedScreen({ type: 'OPEN_URL', url: '/dashboard' });
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('ignores other messages and any address outside the app', () => {
    for (const message of [
      { type: 'OPEN_URL', url: '//evil.example/x' },
      { type: 'OPEN_URL', url: 'https://evil.example/' },
      { type: 'SKIP_WAITING' },
      null,
      'OPEN_URL',
    ]) {
      openRequestedScreen(message);
    }
    expect(window.location.pathname).toBe('/');
  });
});
