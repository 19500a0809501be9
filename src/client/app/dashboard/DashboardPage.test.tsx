// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../lib/next-task';
import { aUser } from '../../test/fixtures';
import { flush, jsonResponse, render } from '../../test/render';
import { DashboardPage } from './DashboardPage';

const church = { id: 7, name: 'Grace Chapel', city: 'Mesa', state: 'Arizona' };
const stats = {
  chaptersRead: 12,
  prayerMinutes: 95,
  weeklyChaptersRead: 8,
  weeklyPrayerMinutes: 30,
  streakDays: 4,
  periodStart: '2026-01-01',
  rhythm: [
    { start: '2026-02-03', activeDays: ['2026-02-03', '2026-02-05'] },
    { start: '2026-02-10', activeDays: [] },
    { start: '2026-02-17', activeDays: ['2026-02-18'] },
    { start: '2026-02-24', activeDays: ['2026-02-24', '2026-02-25', '2026-02-27', '2026-03-02'] },
  ],
};
const fetchMock = vi.fn<typeof fetch>();
let me = aUser();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/me') return jsonResponse(200, me);
    if (url === '/api/stats/user') return jsonResponse(200, stats);
    if (url === '/api/stats/church/7')
      return jsonResponse(200, { ...stats, chaptersRead: 340, weeklyChaptersRead: 41, topReadChapters: [] });
    if (url === '/api/stats/global')
      return jsonResponse(200, {
        totalChaptersRead: 5000,
        totalPrayerMinutes: 7200,
        totalUsers: 9,
        totalChurches: 2,
      });
    if (url === '/api/leaderboard')
      return jsonResponse(200, { weekStart: '2026-03-01', chapters: [], prayerMinutes: [] });
    if (url.startsWith('/api/activity') || url === '/api/prayer-requests') return jsonResponse(200, []);
    return jsonResponse(404, { message: `unexpected ${url}` });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

async function renderDashboard() {
  const view = await render(<DashboardPage />);
  await flush(5);
  const card = (title: string) =>
    [...view.container.querySelectorAll('[role="group"]')].find(
      (g) => g.querySelector('h3')?.textContent === title,
    )?.textContent;
  return {
    text: view.container.textContent ?? '',
    card,
    asked: fetchMock.mock.calls.map(([u]) => String(u)),
  };
}

describe('<DashboardPage>', () => {
  it('without a church: No Church, church cards at 0 with the reason, and no church requests', async () => {
    me = aUser({ name: 'Ruth Reader' });
    const { text, card, asked } = await renderDashboard();
    expect(text).toContain('Welcome, Ruth Reader');
    expect(text).toContain('No Church');
    expect(card('My Chapters Read')).toBe('My Chapters Read12+8 from last week');
    expect(card('My Prayer Minutes')).toBe('My Prayer Minutes95+30 from last week');
    expect(card('Church Chapters Read')).toBe('Church Chapters Read0Join a church to see church totals');
    expect(card('Church Prayer Minutes')).toBe('Church Prayer Minutes0Join a church to see church totals');
    expect(text).toContain('4-day streak');
    expect(text).toContain('Week of Feb 3: 2 of 7 days');
    expect(text).toContain('Week of Feb 10: 0 of 7 days');
    expect(text).toContain('Week of Feb 24: 4 of 7 days');
    expect(text).not.toContain('Rest day on');
    expect(text).toContain('Reading badge ×1 this week');
    expect(text).toContain('Prayer badge ×1 this week');
    expect(text).toContain('5,000 chapters read and 7,200 minutes of prayer');
    expect(text).not.toContain('Church Leaderboard');
    expect(asked.some((u) => u.startsWith('/api/stats/church') || u === '/api/leaderboard')).toBe(false);
    expect(text).not.toContain('Your name is hidden');
  });

  it('with a church: its name, city and state, its figures, the leaderboard, and the privacy notice when opted out', async () => {
    me = aUser({ churchId: 7, church, shareNameWithChurch: false });
    const { text, card } = await renderDashboard();
    expect(text).toContain('Grace Chapel (Mesa, Arizona)');
    expect(card('Church Chapters Read')).toBe('Church Chapters Read340+41 from last week');
    expect(text).toContain('Church Leaderboard');
    expect(text).toContain('Most Read Chapters');
    expect(text).toContain('Your name is hidden from your church');
  });

  it('a card that a log shortcut named before it came scrolls itself into view when it comes', async () => {
    // A shortcut tapped while the dashboard's stages are still mounting changes the fragment before its
    // card exists. Setting the fragment before the first render is that moment without racing the stages
    // (under load the shortcut and the card can come in the same task).
    me = aUser();
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    window.location.hash = '#log-prayer';
    try {
      const view = await render(<DashboardPage />);
      for (let turn = 0; turn < 100 && !document.getElementById('log-prayer'); turn++) await act(nextTask);
      await flush(2);
      expect(view.container.querySelector('a[href="#log-prayer"]')).not.toBeNull();
      const card = document.getElementById('log-prayer');
      expect(card).not.toBeNull();
      expect(document.getElementById('log-reading')).not.toBeNull();
      expect(scrolled).toEqual([card]);
    } finally {
      window.location.hash = '';
    }
  });
});
