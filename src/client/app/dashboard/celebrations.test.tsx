// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CelebrationStack } from '../../components/ui/celebration';
import { render } from '../../test/render';
import { CELEBRATION_MS, type Logged, STREAK_DELAY_MS, type Totals, useCelebrations } from './celebrations';

let celebrate: (logged: Logged, totals: Totals) => void = () => {};
function Harness() {
  const state = useCelebrations();
  celebrate = state.celebrate;
  return <CelebrationStack celebrations={state.shown} />;
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
});
