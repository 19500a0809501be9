import { dayIn, yearOf } from '@shared/dates';
import { t } from '@shared/i18n';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { annualReports, churches } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { loadTracker } from '../tracking/context';
import { yearFigures } from '../tracking/totals';

/**
 * The calendar year a reset on `today` closes: the year that ended last when the period began before
 * this year (the usual reset in early January, or a late one), otherwise this year (a reset during the
 * year the period began in). A later reset that closes the same year replaces its frozen copy.
 */
export function closedYear(periodStart: string, today: string): number {
  const thisYear = yearOf(today);
  return yearOf(periodStart) < thisYear ? thisYear - 1 : thisYear;
}

/**
 * Year-end reset, in one transaction with the church row locked: deletes nothing; freezes the closed
 * year's church report and every current member's report as they stand now (annual_reports: a record of
 * the close; the annual-reports routes keep computing from the dated entries, which may still change),
 * starts the new period today in the administrator's zone, and builds the period figures and chapter
 * counts of the new period from the rows dated in it. Answers the year closed.
 */
export async function yearEndReset(db: Db, clock: Clock, adminId: number): Promise<number> {
  const tracker = await loadTracker(db, adminId);
  if (!tracker.church) throw notFound(t('common:churchNotFound'));
  const churchId = tracker.church.id;
  const now = clock.now();
  const today = dayIn(tracker.timeZone, now);
  return transaction(db, async (tx) => {
    const [church] = await tx
      .select({ periodStart: churches.periodStartDate })
      .from(churches)
      .where(eq(churches.id, churchId))
      .for('update');
    if (!church) throw notFound(t('common:churchNotFound'));
    const year = closedYear(church.periodStart, today);
    const [first, last] = [`${year}-01-01`, `${year}-12-31`];

    const figures = await yearFigures(tx, { churchId }, year);
    await tx
      .insert(annualReports)
      .values({
        scope: 'church',
        subjectId: churchId,
        year,
        chaptersRead: figures.chapters,
        prayerMinutes: figures.minutes,
        frozenAt: now,
      })
      .onConflictDoUpdate({
        target: [annualReports.scope, annualReports.subjectId, annualReports.year],
        set: { chaptersRead: figures.chapters, prayerMinutes: figures.minutes, frozenAt: now },
      });
    // Each member's own figures of the year, from their daily rows, in one statement.
    await tx.execute(sql`
      insert into annual_reports (scope, subject_id, year, chapters_read, prayer_minutes, frozen_at)
      select 'user', u.id, ${year}, coalesce(sum(d.chapters), 0), coalesce(sum(d.minutes), 0), ${now.toISOString()}::timestamptz
      from users u
      left join user_daily_totals d on d.user_id = u.id and d.day between ${first}::date and ${last}::date
      where u.church_id = ${churchId}
      group by u.id
      on conflict (scope, subject_id, year) do update
        set chapters_read = excluded.chapters_read, prayer_minutes = excluded.prayer_minutes,
            frozen_at = excluded.frozen_at`);

    await tx
      .update(churches)
      .set({ periodStartDate: today, periodStartedAt: now })
      .where(eq(churches.id, churchId));
    // The period rows' invariant for the new key: the church's daily rows dated from its start.
    await tx.execute(sql`
      insert into church_period_totals (church_id, period_start, shard, chapters, minutes)
      select church_id, ${today}::date, shard, sum(chapters), sum(minutes)
      from church_daily_totals
      where church_id = ${churchId} and day >= ${today}::date
      group by church_id, shard
      on conflict (church_id, period_start, shard) do update
        set chapters = excluded.chapters, minutes = excluded.minutes`);
    // The chapter counts' invariant for the new period key: readings of the church dated from its start.
    await tx.execute(sql`
      insert into church_chapter_counts (church_id, period_start, book, chapter, count)
      select church_id, ${today}::date, book, chapter, count(*)::int
      from readings
      where church_id = ${churchId} and read_date >= ${today}::date
      group by church_id, book, chapter
      on conflict (church_id, period_start, book, chapter) do update set count = excluded.count`);
    return year;
  });
}
