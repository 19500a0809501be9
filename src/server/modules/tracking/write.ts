import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { personalPeriodStart, type Tracker, weekStartOf } from './context';
import { announceChurchMilestone, badgeNotices, insertNotices, streakNotices } from './notify';
import { addToSharedRollups, addToUserRollups, type EntryDelta, subtractFromRollups } from './rollups';
import { streakRun } from './streak';
import { churchFigures, userFigures } from './totals';

/** The writer's period totals after the write: the dashboard's celebrations are decided from them. */
export interface PeriodTotals {
  chaptersRead: number;
  prayerMinutes: number;
}

const sumOf = (deltas: readonly EntryDelta[], pick: (d: EntryDelta) => number) =>
  deltas.reduce((n, d) => n + pick(d), 0);

/**
 * Everything new entries change besides their own rows, inside the writer's transaction: the rollups,
 * and the notifications the write earned (weekly badge, streak tier, church milestone). The writer's own
 * rows come first; the rows shared with other writers (church, global, chapter counts) are updated
 * last, so their locks are held only until the commit that follows.
 */
export async function recordEntries(
  tx: Db,
  clock: Clock,
  tracker: Tracker,
  today: string,
  deltas: readonly EntryDelta[],
): Promise<PeriodTotals> {
  const at = clock.now();
  const days = await addToUserRollups(tx, deltas);
  const weekStart = weekStartOf(today);
  const after = await userFigures(tx, tracker.userId, personalPeriodStart(tracker, today), weekStart);
  const thisWeek = deltas.filter((d) => d.day >= weekStart);
  const before = {
    chapters: after.weeklyChapters - sumOf(thisWeek, (d) => d.chapters),
    minutes: after.weeklyMinutes - sumOf(thisWeek, (d) => d.minutes),
  };
  const notices = badgeNotices(today, before, {
    chapters: after.weeklyChapters,
    minutes: after.weeklyMinutes,
  });

  // A day whose figures equal what this write added had no entry before: the streak may have grown.
  const perDay = new Map<string, { chapters: number; minutes: number }>();
  for (const d of deltas) {
    const day = perDay.get(d.day) ?? { chapters: 0, minutes: 0 };
    perDay.set(d.day, { chapters: day.chapters + d.chapters, minutes: day.minutes + d.minutes });
  }
  const added = new Set(
    days
      .filter((row) => {
        const sum = perDay.get(row.day);
        return sum !== undefined && row.chapters === sum.chapters && row.minutes === sum.minutes;
      })
      .map((row) => row.day),
  );
  if (added.size > 0)
    notices.push(...streakNotices(await streakRun(tx, tracker.userId, today), added, today));
  await insertNotices(tx, tracker.userId, at, notices);

  const church = tracker.church;
  const counted = sumOf(deltas, (d) => (d.chapter && d.churchId === church?.id ? d.chapters : 0));
  if (church && counted > 0) {
    const { chapters } = await churchFigures(tx, church.id, church.periodStart, church.periodStart);
    await announceChurchMilestone(tx, at, church, chapters + counted);
  }
  await addToSharedRollups(tx, deltas);
  return { chaptersRead: after.chapters, prayerMinutes: after.minutes };
}

/**
 * A deleted entry takes its figures out of every rollup it was added to (deltas hold the positive
 * figures that were added); deletions notify nobody.
 */
export async function removeEntries(tx: Db, deltas: readonly EntryDelta[]) {
  await subtractFromRollups(tx, deltas);
}
