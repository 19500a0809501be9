import { addDays } from '../dates';
import type { ChapterKey } from './chapters';

/**
 * `items` in order over `dayCount` days as evenly as counts allow: day i takes items
 * ⌊i·n/d⌋ to ⌊(i+1)·n/d⌋, so no two days differ by more than one item and the heavier days are spread
 * through the plan rather than bunched at its start.
 */
export function spreadEvenly<T>(items: readonly T[], dayCount: number): T[][] {
  if (dayCount < 1) throw new Error('A plan needs at least one day');
  return Array.from({ length: dayCount }, (_, i) =>
    items.slice(Math.floor((i * items.length) / dayCount), Math.floor(((i + 1) * items.length) / dayCount)),
  );
}

/** Weekday of a calendar day: 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The reading days (by weekday) from `start` to `end`, both included. */
export function readingDaysBetween(start: string, end: string, weekdays: readonly number[]): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1))
    if (weekdays.includes(weekdayOf(day))) days.push(day);
  return days;
}

/** The first `count` reading days on or after `start`. */
export function nextReadingDays(start: string, count: number, weekdays: readonly number[]): string[] {
  if (weekdays.length === 0) throw new Error('A plan needs at least one reading weekday');
  const days: string[] = [];
  for (let day = start; days.length < count; day = addDays(day, 1))
    if (weekdays.includes(weekdayOf(day))) days.push(day);
  return days;
}

/** A plan as stored: one list of chapters per calendar day from its first day (empty on a rest day). */
export type PlanDays = ChapterKey[][];

/** Dated days (each reading day with its chapters) as a plan's calendar days from the first date. */
export function calendarDays(dated: ReadonlyArray<{ day: string; chapters: ChapterKey[] }>): PlanDays {
  const byDay = new Map<string, ChapterKey[]>();
  for (const { day, chapters } of dated) byDay.set(day, [...(byDay.get(day) ?? []), ...chapters]);
  const sorted = [...byDay.keys()].sort();
  const [first, last] = [sorted[0], sorted.at(-1)];
  if (!first || !last) return [];
  const days: PlanDays = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(byDay.get(day) ?? []);
  return days;
}
