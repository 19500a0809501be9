// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, jsonResponse, render } from '../../test/render';
import { SubscriptionBanner } from './SubscriptionBanner';

const fetchMock = vi.fn<typeof fetch>();
const NOW = Date.parse('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // Only Date: React and the query client keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

async function renderBanner(status: unknown, inChurch = true) {
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/subscription/status' ? jsonResponse(200, status) : jsonResponse(404, {}),
  );
  const view = await render(<SubscriptionBanner inChurch={inChurch} timeZone="UTC" />);
  await flush();
  const banner = view.container.querySelector<HTMLElement>('[data-testid="subscription-banner"]');
  return { banner, link: banner?.querySelector('a') };
}

/** The server's answer for a period ending `hoursLeft` from now (daysRemaining rounded up, as it does). */
const status = (s: string, daysRemaining: number, hoursLeft = daysRemaining * 24 - 1) => ({
  status: s,
  daysRemaining,
  subscriptionEndsAt: new Date(NOW + hoursLeft * HOUR).toISOString(),
  renewalCancelled: false,
});

describe('<SubscriptionBanner>', () => {
  it('asks nothing and shows nothing outside a church', async () => {
    const { banner } = await renderBanner(status('expired', 0), false);
    expect(banner).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a red trial warning at 2 days with Subscribe Now linking to /church-admin', async () => {
    const { banner, link } = await renderBanner(status('trial', 2));
    expect(banner?.dataset.tone).toBe('red');
    expect(banner?.textContent).toContain('ends in 2 days');
    expect(link?.textContent).toBe('Subscribe Now - $99/year');
    expect(link?.getAttribute('href')).toBe('/church-admin');
    // Named by its own heading, so the region is announced with its title.
    const heading = banner?.querySelector('h2');
    expect(banner?.getAttribute('aria-labelledby')).toBe(heading?.id);
  });

  it('shows a yellow trial warning at 6 days and tomorrow/today messages', async () => {
    expect((await renderBanner(status('trial', 6))).banner?.dataset.tone).toBe('yellow');
    document.body.innerHTML = '';
    expect((await renderBanner(status('trial', 1))).banner?.textContent).toContain('ends tomorrow');
    document.body.innerHTML = '';
    // Six hours left: the server says 1 day; the trial ends today.
    expect((await renderBanner(status('trial', 1, 6))).banner?.textContent).toContain('ends today');
  });

  it('says Update Payment when past due', async () => {
    const { link } = await renderBanner(status('past_due', 5));
    expect(link?.textContent).toBe('Update Payment');
  });

  it('stays hidden for an active church, a long trial and a failed request', async () => {
    expect((await renderBanner(status('active', 300))).banner).toBeNull();
    expect((await renderBanner(status('trial', 20))).banner).toBeNull();
    fetchMock.mockImplementation(async () => jsonResponse(500, { message: 'down' }));
    const view = await render(<SubscriptionBanner inChurch timeZone="UTC" />);
    await flush();
    expect(view.container.querySelector('[data-testid="subscription-banner"]')).toBeNull();
  });
});
