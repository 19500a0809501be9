import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { param, preparedStatement } from '../../db/statement';

/** A period's figures and the part of them logged in the last 7 days. */
export interface Figures {
  chapters: number;
  minutes: number;
  weeklyChapters: number;
  weeklyMinutes: number;
}

type FigureRow = { [K in keyof Figures]: number | string };

// Sums come back as bigint, which the drivers answer as text.
const numbers = (row: FigureRow | undefined): Figures => ({
  chapters: Number(row?.chapters ?? 0),
  minutes: Number(row?.minutes ?? 0),
  weeklyChapters: Number(row?.weeklyChapters ?? 0),
  weeklyMinutes: Number(row?.weeklyMinutes ?? 0),
});

const sums = (where: SQL) => sql`coalesce(sum(chapters) filter (where ${where}), 0) as chapters,
  coalesce(sum(minutes) filter (where ${where}), 0) as minutes`;

const user = param('user', 'int');
const church = param('church', 'int');
const period = param('period', 'date');
const week = param('week', 'date');

/**
 * A person's daily rows from the earlier of the two starts: one index range over at most a year of their
 * days (their period), never over their entries.
 */
export const userFiguresQuery = (userId: SQL, periodStart: SQL, weekStart: SQL) =>
  sql`select ${sums(sql`day >= ${periodStart}`)},
    coalesce(sum(chapters) filter (where day >= ${weekStart}), 0) as "weeklyChapters",
    coalesce(sum(minutes) filter (where day >= ${weekStart}), 0) as "weeklyMinutes"
  from user_daily_totals where user_id = ${userId} and day >= least(${periodStart}, ${weekStart})`;

const userStatement = preparedStatement<FigureRow>('figures_user', userFiguresQuery(user, period, week));

/** A church's period rows (at most SHARDS) and its daily rows of the last 7 days (at most 7 × SHARDS). */
const churchStatement = preparedStatement<FigureRow>(
  'figures_church',
  sql`select p.chapters, p.minutes, w.chapters as "weeklyChapters", w.minutes as "weeklyMinutes"
  from (select ${sums(sql`true`)} from church_period_totals where church_id = ${church} and period_start = ${period}) p,
       (select ${sums(sql`true`)} from church_daily_totals where church_id = ${church} and day >= ${week}) w`,
);

export const userFigures = async (db: Db, userId: number, periodStart: string, weekStart: string) =>
  numbers((await userStatement(db, { user: userId, period: periodStart, week: weekStart }))[0]);

/** The church's current period (periodStart must be its key, churches.period_start_date). */
export const churchFigures = async (db: Db, churchId: number, periodStart: string, weekStart: string) =>
  numbers((await churchStatement(db, { church: churchId, period: periodStart, week: weekStart }))[0]);

const yearStatements = {
  user: preparedStatement<FigureRow>(
    'figures_year_user',
    sql`select ${sums(sql`true`)} from user_daily_totals
        where user_id = ${param('subject', 'int')} and day between ${param('first', 'date')} and ${param('last', 'date')}`,
  ),
  church: preparedStatement<FigureRow>(
    'figures_year_church',
    sql`select ${sums(sql`true`)} from church_yearly_totals
        where church_id = ${param('subject', 'int')} and year between ${param('year', 'smallint')} and ${param('lastYear', 'smallint')}`,
  ),
  global: preparedStatement<FigureRow>(
    'figures_year_global',
    sql`select ${sums(sql`true`)} from global_yearly_totals
        where year between ${param('year', 'smallint')} and ${param('lastYear', 'smallint')}`,
  ),
};

export type Subject = { userId: number } | { churchId: number } | 'global';

/**
 * Figures of entries dated in the calendar years `year` to `lastYear`: a person's daily rows of those
 * years, or the yearly rows (SHARDS per year) of a church or of everyone.
 */
export async function yearFigures(db: Db, subject: Subject, year: number, lastYear = year) {
  const [row] =
    subject === 'global'
      ? await yearStatements.global(db, { year, lastYear })
      : 'userId' in subject
        ? await yearStatements.user(db, {
            subject: subject.userId,
            first: `${year}-01-01`,
            last: `${lastYear}-12-31`,
          })
        : await yearStatements.church(db, { subject: subject.churchId, year, lastYear });
  const { chapters, minutes } = numbers(row);
  return { chapters, minutes };
}
