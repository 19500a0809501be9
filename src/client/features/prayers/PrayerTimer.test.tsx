// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { PrayerTimer } from './PrayerTimer';
import { timerKey } from './use-prayer-timer';

const START = new Date('2026-05-04T06:00:00Z');
const onDone = vi.fn();

beforeEach(() => {
  // Only the clock and the interval are fake: React's own scheduling keeps real timeouts.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: START });
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  onDone.mockReset();
  document.body.innerHTML = '';
});

async function setup() {
  const view = await render(<PrayerTimer userId={4} onDone={onDone} />);
  const root = view.container;
  const button = (name: string) => {
    const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
    if (!found) throw new Error(`no button "${name}" among ${root.textContent}`);
    return found;
  };
  return {
    ...view,
    click: (name: string) => act(async () => button(name).click()),
    button,
    stopwatch: () => root.querySelector('[aria-hidden="true"].tabular-nums')?.textContent,
    status: () => root.querySelector('[role="status"]')?.textContent,
    names: () => [...root.querySelectorAll('button')].map((b) => b.textContent?.trim()),
  };
}

/** Time passes on the device's clock; the page's interval fires as often as it would have. */
const pass = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

describe('<PrayerTimer>', () => {
  it('starts, shows the minutes, pauses without counting, resumes, and on Done hands over the minutes rounded up', async () => {
    const t = await setup();
    expect(t.names()).toEqual(['Start praying']);
    await t.click('Start praying');
    expect(t.names()).toEqual(['Pause', 'Done', 'Cancel']);
    expect(t.stopwatch()).toBe('0:00');
    expect(t.status()).toBe('0 minutes of prayer');
    await pass(61_000);
    expect(t.stopwatch()).toBe('1:01');
    expect(t.status()).toBe('1 minute of prayer');
    await t.click('Pause');
    await pass(5 * 60_000);
    expect(t.stopwatch()).toBe('1:01');
    expect(t.status()).toBe('Paused at 1 minute');
    await t.click('Resume');
    await pass(30_000);
    expect(t.stopwatch()).toBe('1:31');
    await t.click('Done');
    expect(onDone).toHaveBeenCalledWith(2);
    expect(t.names()).toEqual(['Start praying']);
    expect(t.status()).toBe('2 minutes filled in: press Log Prayer Time to log them.');
    expect(window.localStorage.getItem(timerKey(4))).toBeNull();
  });

  it('keeps the focus on the one button that starts, pauses and resumes', async () => {
    const t = await setup();
    const toggle = t.button('Start praying');
    await act(async () => toggle.focus());
    await t.click('Start praying');
    await t.click('Pause');
    expect(t.button('Resume')).toBe(toggle);
    expect(document.activeElement).toBe(toggle);
  });

  it('counts from the start time: a reload, or a page whose interval did not fire, loses nothing', async () => {
    const first = await setup();
    await first.click('Start praying');
    await first.unmount();
    // Twelve and a half minutes with no page at all (the tab was closed or the phone locked).
    vi.setSystemTime(START.getTime() + 12.5 * 60_000);
    const again = await setup();
    expect(again.stopwatch()).toBe('12:30');
    expect(again.names()).toEqual(['Pause', 'Done', 'Cancel']);
    // A background tab whose timers were held back: coming back into view shows the clock's time.
    vi.setSystemTime(START.getTime() + 20 * 60_000);
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(again.stopwatch()).toBe('20:00');
    await again.click('Done');
    expect(onDone).toHaveBeenCalledWith(20);
  });

  it('survives a reload while paused, and Cancel forgets it without filling anything in', async () => {
    const first = await setup();
    await first.click('Start praying');
    await pass(3 * 60_000);
    await first.click('Pause');
    await first.unmount();
    vi.setSystemTime(START.getTime() + 60 * 60_000);
    const again = await setup();
    expect(again.stopwatch()).toBe('3:00');
    expect(again.names()).toEqual(['Resume', 'Done', 'Cancel']);
    await again.click('Cancel');
    expect(onDone).not.toHaveBeenCalled();
    expect(again.names()).toEqual(['Start praying']);
    expect(again.status()).toBe('Prayer timer cancelled.');
    expect(document.activeElement).toBe(again.button('Start praying'));
    expect(window.localStorage.getItem(timerKey(4))).toBeNull();
  });

  it('a second of prayer still fills in one minute; each person on the device has their own timer', async () => {
    const t = await setup();
    await t.click('Start praying');
    await pass(1_000);
    const other = await render(<PrayerTimer userId={5} onDone={onDone} />);
    expect(other.container.textContent).toContain('Start praying');
    await t.click('Done');
    expect(onDone).toHaveBeenCalledWith(1);
  });
});
