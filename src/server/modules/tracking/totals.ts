import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  churchDailyTotals as cd,
  churchPeriodTotals as cp,
  churchYearlyTotals as cy,
  globalYearlyTotals as gy,
  userDailyTotals as u,
} from '../../db/schema';
import { param, preparedStatement } from '../../db/statement';

/** A period's figures and the part of them logged in the last 7 days. */
export interface Figures {
  chapters: number;
  minutes: number;
  weeklyChapters: number;
  weeklyMinutes: number;
}

/** A sum of the rollups' figure columns: bigint, which the drivers answer as text. */
type FigureRow = { [K in keyof Figures]: (typeof u.$inferSelect)['chapters'] | string };
type FigureTable = typeof u | typeof cp | typeof cd | typeof cy | typeof gy;

// Sums come back as bigint, which the drivers answer as text.
const numbers = (row: FigureRow | undefined): Figures => ({
  chapters: Number(row?.chapters ?? 0),
  minutes: Number(row?.minutes ?? 0),
  weeklyChapters: Number(row?.weeklyChapters ?? 0),
  weeklyMinutes: Number(row?.weeklyMinutes ?? 0),
});

const sums = (
  table: FigureTable,
  where: SQL,
) => sql`coalesce(sum(${table.chapters}) filter (where ${where}), 0) as chapters,
  coalesce(sum(${table.minutes}) filter (where ${where}), 0) as minutes`;

const user = param('user', 'int');
const church = param('church', 'int');
const period = param('period', 'date');
const week = param('week', 'date');

/**
 * A person's daily rows from the earlier of the two starts: one index range over at most a year of their
 * days (their period), never over their entries.
 */
export const userFiguresQuery = (userId: SQL, periodStart: SQL, weekStart: SQL) =>
  sql`select ${sums(u, sql`${u.day} >= ${periodStart}`)},
    coalesce(sum(${u.chapters}) filter (where ${u.day} >= ${weekStart}), 0) as "weeklyChapters",
    coalesce(sum(${u.minutes}) filter (where ${u.day} >= ${weekStart}), 0) as "weeklyMinutes"
  from ${u} where ${u.userId} = ${userId} and ${u.day} >= least(${periodStart}, ${weekStart})`;

const userStatement = preparedStatement<FigureRow>('figures_user', userFiguresQuery(user, period, week));

/** A church's period rows (at most SHARDS) and its daily rows of the last 7 days (at most 7 × SHARDS). */
const churchStatement = preparedStatement<FigureRow>(
  'figures_church',
  sql`select p.chapters, p.minutes, w.chapters as "weeklyChapters", w.minutes as "weeklyMinutes"
  from (select ${sums(cp, sql`true`)} from ${cp} where ${cp.churchId} = ${church} and ${cp.periodStart} = ${period}) p,
       (select ${sums(cd, sql`true`)} from ${cd} where ${cd.churchId} = ${church} and ${cd.day} >= ${week}) w`,
);

export const userFigures = async (db: Db, userId: number, periodStart: string, weekStart: string) =>
  numbers((await userStatement(db, { user: userId, period: periodStart, week: weekStart }))[0]);

/** The church's current period (periodStart must be its key, churches.period_start_date). */
export const churchFigures = async (db: Db, churchId: number, periodStart: string, weekStart: string) =>
  numbers((await churchStatement(db, { church: churchId, period: periodStart, week: weekStart }))[0]);

const yearStatements = {
  user: preparedStatement<FigureRow>(
    'figures_year_user',
    sql`select ${sums(u, sql`true`)} from ${u}
        where ${u.userId} = ${param('subject', 'int')} and ${u.day} between ${param('first', 'date')} and ${param('last', 'date')}`,
  ),
  church: preparedStatement<FigureRow>(
    'figures_year_church',
    sql`select ${sums(cy, sql`true`)} from ${cy}
        where ${cy.churchId} = ${param('subject', 'int')} and ${cy.year} between ${param('year', 'smallint')} and ${param('lastYear', 'smallint')}`,
  ),
  global: preparedStatement<FigureRow>(
    'figures_year_global',
    sql`select ${sums(gy, sql`true`)} from ${gy}
        where ${gy.year} between ${param('year', 'smallint')} and ${param('lastYear', 'smallint')}`,
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
