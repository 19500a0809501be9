import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { elapsedMs, parseTimer, pauseTimer, resumeTimer, startTimer, type TimerState } from './prayer-timer';

/*
 * The timer lives in local storage (one per person on this device), so it survives a reload, runs on in a
 * closed or backgrounded tab, and shows alike in every tab ('storage' events). Where storage refuses
 * (some private modes), it lives in memory for the page's life instead.
 */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, timer: TimerState | null) {
  try {
    if (timer) window.localStorage.setItem(key, JSON.stringify(timer));
    else window.localStorage.removeItem(key);
  } catch {
    if (timer) memory.set(key, JSON.stringify(timer));
    else memory.delete(key);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const timerKey = (userId: number) => `lampstand:prayer-timer:${userId}`;

/**
 * The person's prayer timer: its state, the time elapsed by `now` (the clock, Date.now unless a test
 * gives another), and its actions. While it runs the view refreshes every second and whenever the page
 * becomes visible again; the figure itself always comes from the clock.
 */
export function usePrayerTimer(key: string, now: () => number = Date.now) {
  const stored = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const timer = useMemo(() => parseTimer(stored), [stored]);
  const running = timer !== null && timer.pausedAt === null;
  const [, refresh] = useState(0);
  useEffect(() => {
    if (!running) return;
    const tick = () => refresh((n) => n + 1);
    const interval = window.setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [running]);
  return {
    timer,
    elapsed: timer ? elapsedMs(timer, now()) : 0,
    start: () => write(key, startTimer(now())),
    pause: () => timer && write(key, pauseTimer(timer, now())),
    resume: () => timer && write(key, resumeTimer(timer, now())),
    /** Ends the timer and gives the time it counted. */
    stop: () => {
      const elapsed = timer ? elapsedMs(timer, now()) : 0;
      write(key, null);
      return elapsed;
    },
  };
}
