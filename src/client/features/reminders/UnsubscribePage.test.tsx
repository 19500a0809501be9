// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, jsonResponse, render } from '../../test/render';
import { UnsubscribePage } from './UnsubscribePage';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

async function clickUnsubscribe(container: HTMLElement) {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Unsubscribe');
  await act(async () => button?.click());
  await flush();
}

describe('<UnsubscribePage>', () => {
  it('says which e-mails it stops, posts the token only when asked, and confirms', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { kind: 'daily', email: false }));
    const { container } = await render(<UnsubscribePage />, { path: '/unsubscribe?token=tok123&kind=daily' });
    expect(container.querySelector('h1')?.textContent).toBe('Stop daily reminder e-mails');
    expect(fetchMock).not.toHaveBeenCalled();
    await clickUnsubscribe(container);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/reminders/unsubscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok123', kind: 'daily' });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'You will no longer get daily reminder e-mails. You can turn them back on in your profile.',
    );
  });

  it('tells a bad or expired link apart from a failure worth trying again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { message: 'unavailable' }));
    const { container } = await render(<UnsubscribePage />, { path: '/unsubscribe?token=old&kind=weekly' });
    await clickUnsubscribe(container);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Something went wrong. Please try again.',
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'Not found' }));
    await clickUnsubscribe(container);
    expect(container.querySelector('h1')?.textContent).toBe('This link does not work');
  });

  it('shows the bad-link page for a link without a token or with an unknown kind', async () => {
    const { container } = await render(<UnsubscribePage />, { path: '/unsubscribe?token=abc&kind=yearly' });
    expect(container.querySelector('h1')?.textContent).toBe('This link does not work');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/profile');
  });
});
