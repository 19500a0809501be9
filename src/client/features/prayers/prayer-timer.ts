import { MAX_PRAYER_MINUTES } from '@shared/prayers';

/**
 * A prayer timer, running or paused. Every time is a clock reading in epoch milliseconds, so the elapsed
 * time is always worked out from the start and never by counting ticks: a locked phone, a throttled
 * background tab or a reload loses nothing.
 */
export interface TimerState {
  startedAt: number;
  /** Time spent in pauses that have ended. */
  pausedMs: number;
  /** When the current pause began; null while the timer runs. */
  pausedAt: number | null;
}

export const startTimer = (now: number): TimerState => ({ startedAt: now, pausedMs: 0, pausedAt: null });

export const pauseTimer = (timer: TimerState, now: number): TimerState =>
  timer.pausedAt === null ? { ...timer, pausedAt: now } : timer;

export const resumeTimer = (timer: TimerState, now: number): TimerState =>
  timer.pausedAt === null
    ? timer
    : { ...timer, pausedMs: timer.pausedMs + Math.max(0, now - timer.pausedAt), pausedAt: null };

/** Never below zero, even if the device's clock was set back meanwhile. */
export const elapsedMs = (timer: TimerState, now: number) =>
  Math.max(0, (timer.pausedAt ?? now) - timer.startedAt - timer.pausedMs);

/** What "Done" fills in: whole minutes rounded up, at least 1, at most what one entry may hold. */
export const minutesToLog = (elapsed: number) =>
  Math.min(MAX_PRAYER_MINUTES, Math.max(1, Math.ceil(elapsed / 60_000)));

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A stored timer read back, or null for anything else (nothing stored, or damaged). */
export function parseTimer(stored: string | null): TimerState | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { startedAt, pausedMs, pausedAt } = value as Record<string, unknown>;
    if (!isTime(startedAt) || !isTime(pausedMs) || !(pausedAt === null || isTime(pausedAt))) return null;
    return { startedAt, pausedMs, pausedAt };
  } catch {
    return null;
  }
}
