import type { ChapterKey } from '@shared/plans/chapters';
import { READING_DATE_IN_FUTURE } from '@shared/readings';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  planEnrollments as pe,
  planItems as pi,
  readings,
  userChapterCounts as ucc,
  users,
} from '../../db/schema';
import { bare, bareList, of } from '../../db/sql-names';
import { param } from '../../db/statement';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/errors';
import { todayOf, writeTransaction } from './context';
import { finishedBooksAnswer, finishingNotices } from './finished';
import { periodKeyOf } from './rollups';
import { entryWriter, type PeriodTotals, recordEntries } from './write';

export interface ReadingRow {
  id: number;
  userId: number;
  book: number;
  chapter: number;
  readDate: string;
}

const user = param('user', 'int');
const day = param('day', 'date');
const today = param('today', 'date');

/**
 * The chapters, in the order given, as reading rows of the writer's date and church; in the same
 * statement, the writer's chapter counts (all time under year 0, and the date's year) and the plan items
 * the readings tick: in every active plan of the writer that started by the reading's date, the same
 * chapter when it is due today or overdue, or, for a day marked read from a plan, the items marked.
 * It also answers the books it finished (see finishedBooksAnswer).
 */
const writeReadings = entryWriter<
  ReadingRow,
  {
    books: number[];
    chapterNumbers: number[];
    today: string;
    markEnrollment: number | null;
    markPositions: number[];
  },
  { finishedBooks: number[] }
>(
  'readings_log',
  sql`insert into ${readings} (${bareList([readings.userId, readings.churchId, readings.book, readings.chapter, readings.readDate, readings.createdAt])})
      select ${user}, ${param('church', 'int')}, r.book, r.chapter, ${day}, ${param('at', 'timestamptz')}
      from unnest(${param('books', 'smallint[]')}, ${param('chapterNumbers', 'smallint[]')})
        with ordinality as r(book, chapter, n)
      order by r.n
      returning ${bare(readings.id)} as id, ${bare(readings.userId)} as "userId", ${bare(readings.book)} as book,
        ${bare(readings.chapter)} as chapter, ${bare(readings.readDate)} as "readDate"`,
  sql`
    user_chapters as (
      insert into ${ucc} as t (${bareList([ucc.userId, ucc.year, ucc.book, ucc.chapter, ucc.count])})
      select ${user}, y.year, e.book, e.chapter, count(*)::int
      from entries e cross join (values (0::smallint), (extract(year from ${day})::smallint)) as y(year)
      group by y.year, e.book, e.chapter
      order by y.year, e.book, e.chapter
      on conflict (${bareList([ucc.userId, ucc.year, ucc.book, ucc.chapter])}) do update
        set ${bare(ucc.count)} = ${of('t', ucc.count)} + excluded.${bare(ucc.count)}
      returning ${of('t', ucc.year)} as year, ${of('t', ucc.book)} as book, ${of('t', ucc.chapter)} as chapter,
        ${of('t', ucc.count)} as count
    ),
    plan_ticks as (
      update ${pi} i set ${bare(pi.readingId)} = e.id
      from entries e, ${pe} p
      where ${of('p', pe.userId)} = ${user} and ${of('p', pe.pausedOn)} is null and ${of('p', pe.startDate)} <= ${day}
        and ${of('i', pi.enrollmentId)} = ${of('p', pe.id)} and ${of('i', pi.book)} = e.book
        and ${of('i', pi.chapter)} = e.chapter and ${of('i', pi.readingId)} is null
        and (${of('i', pi.day)} <= ${today}
             or (${of('i', pi.enrollmentId)} = ${param('markEnrollment', 'int')}
                 and ${of('i', pi.position)} = any(${param('markPositions', 'smallint[]')})))
    )`,
  finishedBooksAnswer,
);

/** Plan items marked read from a plan: they are ticked even when due later (reading ahead). */
export interface PlanMark {
  enrollmentId: number;
  positions: number[];
}

/**
 * Saves the chapters read on one date, all or none, in one transaction with every rollup they change and
 * the plan items they tick. The date is the reader's calendar date and may not be after their today; the
 * reading keeps the church the reader belongs to now, and counts in its period figures and top chapters
 * when dated within the church's period. Inside a caller's transaction it runs as a savepoint.
 */
export async function recordReadings(
  db: Db,
  clock: Clock,
  userId: number,
  input: { readDate: string; chapters: readonly ChapterKey[] },
  mark?: PlanMark,
): Promise<{ readings: ReadingRow[]; totals: PeriodTotals }> {
  const refs = input.chapters;
  return writeTransaction(db, userId, async (tx, tracker) => {
    const todayIs = todayOf(tracker, clock);
    if (input.readDate > todayIs) throw fieldError('readDate', READING_DATE_IN_FUTURE);
    const { entries, totals } = await recordEntries(tx, clock, tracker, todayIs, {
      writer: writeReadings,
      change: {
        userId,
        churchId: tracker.church?.id ?? null,
        periodStart: periodKeyOf(tracker.church, input.readDate),
        day: input.readDate,
        chapters: refs.length,
        minutes: 0,
        refs,
      },
      params: {
        books: refs.map((r) => r.book),
        chapterNumbers: refs.map((r) => r.chapter),
        today: todayIs,
        markEnrollment: mark?.enrollmentId ?? null,
        markPositions: mark?.positions ?? [],
      },
      moreNotices: (answer) => finishingNotices(tx, userId, answer.finishedBooks),
    });
    return { readings: entries, totals };
  });
}

/**
 * Before one of the person's readings is deleted: the plan items it ticked go to another reading of the same chapter by the
 * same person, dated on or after the plan's start and logged while the item was due (by the person's
 * zone now), as that reading would have ticked them had the deleted one not come first; those with none
 * are unticked. So a deleted duplicate never leaves a chapter the person has logged unread in a plan.
 */
export async function handOverPlanTicks(tx: Db, userId: number, readingId: number) {
  const loggedWhileDue = sql`(greatest(${readings.createdAt}, ${pe.createdAt}) at time zone ${users.timeZone})::date >= ${pi.day}`;
  const other = tx
    .select({ id: readings.id })
    .from(readings)
    .innerJoin(pe, eq(pe.id, pi.enrollmentId))
    .innerJoin(users, eq(users.id, readings.userId))
    .where(
      and(
        eq(readings.userId, pe.userId),
        eq(readings.book, pi.book),
        eq(readings.chapter, pi.chapter),
        ne(readings.id, readingId),
        gte(readings.readDate, pe.startDate),
        loggedWhileDue,
      ),
    )
    .orderBy(readings.id)
    .limit(1);
  await tx
    .update(pi)
    .set({ readingId: sql`(${other})` })
    .where(
      and(
        eq(pi.readingId, readingId),
        // Only the person's own plans: someone else's reading is refused without touching theirs.
        inArray(pi.enrollmentId, tx.select({ id: pe.id }).from(pe).where(eq(pe.userId, userId))),
      ),
    );
}
