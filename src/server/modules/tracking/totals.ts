import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { churchDailyTotals, globalDailyTotals, userDailyTotals } from '../../db/schema';

/** A period's figures and the part of them logged in the last 7 days. */
export interface Figures {
  chapters: number;
  minutes: number;
  weeklyChapters: number;
  weeklyMinutes: number;
}

type DailyTable = typeof userDailyTotals | typeof churchDailyTotals | typeof globalDailyTotals;

const sumWhere = (column: AnyPgColumn, condition: SQL) =>
  sql`coalesce(sum(${column}) filter (where ${condition}), 0)`.mapWith(Number);

/**
 * Sums daily rows from the earlier of the two starts: one index range over the days of one subject, so
 * the cost follows the number of days in the period, never the number of entries.
 */
async function figures(
  db: Db,
  table: DailyTable,
  subject: SQL | undefined,
  periodStart: string,
  weekStart: string,
): Promise<Figures> {
  const inPeriod = gte(table.day, periodStart);
  const inWeek = gte(table.day, weekStart);
  const from = periodStart < weekStart ? periodStart : weekStart;
  const [row] = await db
    .select({
      chapters: sumWhere(table.chapters, inPeriod),
      minutes: sumWhere(table.minutes, inPeriod),
      weeklyChapters: sumWhere(table.chapters, inWeek),
      weeklyMinutes: sumWhere(table.minutes, inWeek),
    })
    .from(table)
    .where(and(subject, gte(table.day, from)));
  return row ?? { chapters: 0, minutes: 0, weeklyChapters: 0, weeklyMinutes: 0 };
}

export const userFigures = (db: Db, userId: number, periodStart: string, weekStart: string) =>
  figures(db, userDailyTotals, eq(userDailyTotals.userId, userId), periodStart, weekStart);

export const churchFigures = (db: Db, churchId: number, periodStart: string, weekStart: string) =>
  figures(db, churchDailyTotals, eq(churchDailyTotals.churchId, churchId), periodStart, weekStart);

export const globalFigures = (db: Db, periodStart: string, weekStart: string) =>
  figures(db, globalDailyTotals, undefined, periodStart, weekStart);

/** Figures of the days from `first` to `last` inclusive (a calendar year for the annual reports). */
export async function rangeFigures(
  db: Db,
  scope: { userId: number } | { churchId: number } | 'global',
  first: string,
  last: string,
): Promise<{ chapters: number; minutes: number }> {
  const table: DailyTable =
    scope === 'global' ? globalDailyTotals : 'userId' in scope ? userDailyTotals : churchDailyTotals;
  const subject =
    scope === 'global'
      ? undefined
      : 'userId' in scope
        ? eq(userDailyTotals.userId, scope.userId)
        : eq(churchDailyTotals.churchId, scope.churchId);
  const [row] = await db
    .select({
      chapters: sql`coalesce(sum(${table.chapters}), 0)`.mapWith(Number),
      minutes: sql`coalesce(sum(${table.minutes}), 0)`.mapWith(Number),
    })
    .from(table)
    .where(and(subject, gte(table.day, first), lte(table.day, last)));
  return row ?? { chapters: 0, minutes: 0 };
}
