import { tzOffset } from '@date-fns/tz';
import { addDays, dayIn } from '@shared/dates';

/** When a kind fires: a local time of day on some days of the week (0 = Sunday … 6). */
export interface Timing {
  time: string;
  days: readonly number[];
}

export interface Due {
  dueAt: Date;
  /** The person's calendar day the reminder belongs to (the send record's day). */
  localDay: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const weekdayOfDay = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The offset (minutes east of UTC) `timeZone` has at `ms`. */
const offsetAt = (timeZone: string, ms: number) => tzOffset(timeZone, new Date(ms));

/**
 * The instant of `time` on `day` in `timeZone`. A time repeated when the clocks go back is its first
 * occurrence; a time skipped when they go forward is the first minute that exists after it (02:30 on a
 * spring-forward day is 03:00). TZDate alone does neither consistently (it moves a skipped time by the
 * gap's length, and picks the second occurrence in some zones), so the offsets are checked here.
 */
export function localInstant(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const offsets = [...new Set([offsetAt(timeZone, wall - DAY), offsetAt(timeZone, wall + DAY)])];
  const valid = offsets
    .map((o) => wall - o * MINUTE)
    .filter((at) => offsetAt(timeZone, at) * MINUTE === wall - at)
    .sort((a, b) => a - b);
  if (valid[0] !== undefined) return new Date(valid[0]);
  // In the gap: the transition itself, found by halving between the two readings (whole minutes).
  const [early, late] = offsets.map((o) => wall - o * MINUTE).sort((a, b) => a - b) as [number, number];
  let lo = early;
  let hi = late;
  const after = offsetAt(timeZone, hi);
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (offsetAt(timeZone, mid) === after) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/**
 * The first time `timing` is due strictly after `after`, in `timeZone`; null when no day is chosen.
 * Computing the next from the previous due instant (not from "now") is what makes a late scheduler
 * neither skip nor repeat a day, and a repeated hour at the fall-back fire once.
 */
export function nextDue(timing: Timing, timeZone: string, after: Date): Due | null {
  if (timing.days.length === 0) return null;
  const from = dayIn(timeZone, after);
  // A weekly day whose time has passed today comes back in seven days: eight cover every case.
  for (let i = 0; i <= 8; i++) {
    const day = addDays(from, i);
    if (!timing.days.includes(weekdayOfDay(day))) continue;
    const dueAt = localInstant(day, timing.time, timeZone);
    if (dueAt > after) return { dueAt, localDay: day };
  }
  return null;
}
