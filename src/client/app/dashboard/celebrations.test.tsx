// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CelebrationRegion } from '../../components/ui/celebration';
import { render } from '../../test/render';
import { CELEBRATION_MS, type Logged, STREAK_DELAY_MS, type Totals, useCelebrations } from './celebrations';

let celebrate: (logged: Logged, totals: Totals) => void = () => {};
/** One region for both cards here: which card a celebration belongs to is the dashboard's concern. */
function Harness() {
  const state = useCelebrations();
  celebrate = state.celebrate;
  return <CelebrationRegion celebration={state.current} />;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const region = () => document.querySelector('[role="status"][aria-live="polite"]');
const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

describe('useCelebrations', () => {
  it('shows a reading celebration in a polite live region for 3 seconds', async () => {
    await render(<Harness />);
    expect(region()?.textContent).toBe('');
    await act(async () => celebrate({ kind: 'reading', chapters: 3 }, { chaptersRead: 3, prayerMinutes: 0 }));
    expect(region()?.textContent).toContain('3 chapters of Scripture read.');
    await advance(CELEBRATION_MS - 1);
    expect(region()?.textContent).toContain('3 chapters of Scripture read.');
    await advance(1);
    expect(region()?.textContent).toBe('');
  });

  it('adds the streak celebration 1.5 s later when chapters reach a multiple of 7', async () => {
    await render(<Harness />);
    await act(async () =>
      celebrate({ kind: 'reading', chapters: 2 }, { chaptersRead: 14, prayerMinutes: 45 }),
    );
    expect(region()?.textContent).not.toContain('Milestone reached!');
    await advance(STREAK_DELAY_MS);
    expect(region()?.textContent).toContain('You have reached 14 chapters.');
    await advance(CELEBRATION_MS - STREAK_DELAY_MS);
    expect(region()?.textContent).not.toContain('2 chapters');
    expect(region()?.textContent).toContain('Milestone reached!');
    await advance(STREAK_DELAY_MS);
    expect(region()?.textContent).toBe('');
  });

  it('celebrates prayer, with the streak when minutes reach a multiple of 60, and not otherwise', async () => {
    await render(<Harness />);
    await act(async () =>
      celebrate({ kind: 'prayer', minutes: 20 }, { chaptersRead: 3, prayerMinutes: 120 }),
    );
    expect(region()?.textContent).toContain('20 minutes in prayer.');
    await advance(STREAK_DELAY_MS);
    expect(region()?.textContent).toContain('You have reached 120 minutes of prayer.');
    await advance(CELEBRATION_MS * 2);
    await act(async () =>
      celebrate({ kind: 'prayer', minutes: 20 }, { chaptersRead: 3, prayerMinutes: 140 }),
    );
    await advance(STREAK_DELAY_MS);
    expect(region()?.textContent).not.toContain('Milestone reached!');
  });

  it('a reading log celebrates reading only, never a prayer total it did not change', async () => {
    await render(<Harness />);
    // 6 + 1 = 7 chapters, and the prayer total already sat on 60 minutes before this log.
    await act(async () =>
      celebrate({ kind: 'reading', chapters: 1 }, { chaptersRead: 7, prayerMinutes: 60 }),
    );
    await advance(STREAK_DELAY_MS);
    expect(region()?.textContent).toContain('You have reached 7 chapters.');
    expect(region()?.textContent).not.toContain('prayer');
    await advance(CELEBRATION_MS * 2);
    // 8 chapters: no milestone, whatever the prayer total is.
    await act(async () =>
      celebrate({ kind: 'reading', chapters: 1 }, { chaptersRead: 8, prayerMinutes: 120 }),
    );
    await advance(STREAK_DELAY_MS);
    expect(region()?.textContent).not.toContain('Milestone reached!');
  });

  it('a log of several chapters that steps over a multiple of 7 reaches it too', async () => {
    await render(<Harness />);
    await act(async () =>
      celebrate({ kind: 'reading', chapters: 5 }, { chaptersRead: 10, prayerMinutes: 0 }),
    );
    await advance(STREAK_DELAY_MS);
    expect(region()?.textContent).toContain('You have reached 7 chapters.');
  });

  it("shows one celebration at a time: the milestone replaces the log's, a new log replaces both", async () => {
    await render(<Harness />);
    const shown = () => document.querySelectorAll('[data-testid="celebration"]').length;
    await act(async () =>
      celebrate({ kind: 'reading', chapters: 1 }, { chaptersRead: 14, prayerMinutes: 0 }),
    );
    expect(shown()).toBe(1);
    await advance(STREAK_DELAY_MS);
    expect(shown()).toBe(1);
    expect(region()?.textContent).toContain('Milestone reached!');
    expect(region()?.textContent).not.toContain('Well done!');
    await act(async () =>
      celebrate({ kind: 'reading', chapters: 2 }, { chaptersRead: 16, prayerMinutes: 0 }),
    );
    expect(shown()).toBe(1);
    expect(region()?.textContent).toContain('2 chapters of Scripture read.');
    await advance(CELEBRATION_MS);
    expect(shown()).toBe(0);
  });
});
