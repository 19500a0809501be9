import { addDays, daysBetween } from '../dates';
import { nextReadingDays, readingDaysBetween, spreadEvenly } from './schedule';

/** One chapter of a person's plan on the day it is due. */
export interface ScheduledItem {
  position: number;
  book: number;
  chapter: number;
  day: string;
  read: boolean;
}

export interface PlanStatus {
  /** Past plan days whose chapters are not all read. */
  behindDays: number;
  /** Coming plan days already read in full. */
  aheadDays: number;
  chaptersLeft: number;
  today: ScheduledItem[];
  /** The next day with reading after today, when today has none left to show. */
  next: { day: string; items: ScheduledItem[] } | null;
}

const byDay = (items: readonly ScheduledItem[]) => {
  const days = new Map<string, ScheduledItem[]>();
  for (const item of [...items].sort((a, b) => a.position - b.position))
    days.set(item.day, [...(days.get(item.day) ?? []), item]);
  return new Map([...days.entries()].sort(([a], [b]) => a.localeCompare(b)));
};

/** Where a person stands in a plan on `today` (their calendar day). */
export function planStatus(items: readonly ScheduledItem[], today: string): PlanStatus {
  let behindDays = 0;
  let aheadDays = 0;
  let next: PlanStatus['next'] = null;
  const days = byDay(items);
  for (const [day, dayItems] of days) {
    const done = dayItems.every((i) => i.read);
    if (day < today && !done) behindDays++;
    if (day > today && done) aheadDays++;
    if (day > today && !done && next === null) next = { day, items: dayItems };
  }
  const todayItems = days.get(today) ?? [];
  return {
    behindDays,
    aheadDays,
    chaptersLeft: items.filter((i) => !i.read).length,
    today: todayItems,
    next: todayItems.some((i) => !i.read) ? null : next,
  };
}

/** New days for the unread items (by position), and what the plan looks like after. */
export interface CatchUp {
  days: Map<number, string>;
  endDate: string;
  /** The most chapters any day from today on holds after the catch-up. */
  perDay: number;
}

const unreadInOrder = (items: readonly ScheduledItem[]) =>
  items.filter((i) => !i.read).sort((a, b) => a.position - b.position);

function summary(items: readonly ScheduledItem[], days: Map<number, string>, today: string): CatchUp {
  const after = items.map((i) => ({ ...i, day: days.get(i.position) ?? i.day }));
  const load = new Map<string, number>();
  for (const i of after) if (!i.read && i.day >= today) load.set(i.day, (load.get(i.day) ?? 0) + 1);
  const endDate = [today, ...after.map((i) => i.day)].sort().at(-1) as string;
  return { days, endDate, perDay: Math.max(0, ...load.values()) };
}

/**
 * "Spread": every unread chapter over the reading days from today to the plan's end, as evenly as counts
 * allow; the end stays. Null when no reading day remains (the plan's end has passed).
 */
export function spreadCatchUp(
  items: readonly ScheduledItem[],
  today: string,
  endDate: string,
  weekdays: readonly number[],
): CatchUp | null {
  const readingDays = readingDaysBetween(today, endDate, weekdays);
  const unread = unreadInOrder(items);
  if (readingDays.length === 0 || unread.length === 0) return null;
  const spread = spreadEvenly(unread, readingDays.length);
  const days = new Map<number, string>();
  spread.forEach((dayItems, i) => {
    for (const item of dayItems) days.set(item.position, readingDays[i] as string);
  });
  return summary(items, days, today);
}

/**
 * "Extend": each day that still has unread chapters keeps them together and moves, in order, onto the
 * reading days from today on; the daily load stays and the end moves by the days missed.
 */
export function extendCatchUp(
  items: readonly ScheduledItem[],
  today: string,
  weekdays: readonly number[],
): CatchUp | null {
  const groups = [...byDay(unreadInOrder(items)).values()];
  if (groups.length === 0) return null;
  const readingDays = nextReadingDays(today, groups.length, weekdays);
  const days = new Map<number, string>();
  groups.forEach((group, i) => {
    for (const item of group) days.set(item.position, readingDays[i] as string);
  });
  return summary(items, days, today);
}

/** A paused plan resumed `today`: its unread chapters move on by the days it was paused. */
export function resumeShift(
  items: readonly ScheduledItem[],
  pausedOn: string,
  today: string,
): Map<number, string> {
  const gap = daysBetween(pausedOn, today);
  return new Map(
    unreadInOrder(items)
      .filter((i) => i.day >= pausedOn)
      .map((i) => [i.position, addDays(i.day, gap)]),
  );
}
