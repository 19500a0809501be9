import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { churchChapterCounts, churchDailyTotals, globalDailyTotals, userDailyTotals } from '../../db/schema';
import { aggregate } from './aggregate';
import { shardOf } from './context';

/** One entry's effect on the rollups: what a new entry adds, and a deleted one takes away. */
export interface EntryDelta {
  userId: number;
  /** The church the entry was written with (the entry's church_id), or null. */
  churchId: number | null;
  day: string;
  chapters: number;
  minutes: number;
  /** For a reading counted in its church's current period: that period's key and the chapter. */
  chapter?: { periodStart: string; book: number; chapter: number };
}

const figures = (d: EntryDelta) => ({ chapters: d.chapters, minutes: d.minutes });

const userRows = (deltas: readonly EntryDelta[]) =>
  aggregate(deltas.map((d) => ({ key: [d.userId, d.day] as const, values: figures(d) })));

const churchRows = (deltas: readonly EntryDelta[]) =>
  aggregate(
    deltas.flatMap((d) =>
      d.churchId === null
        ? []
        : [{ key: [d.churchId, d.day, shardOf(d.userId)] as const, values: figures(d) }],
    ),
  );

const globalRows = (deltas: readonly EntryDelta[]) =>
  aggregate(deltas.map((d) => ({ key: [d.day, shardOf(d.userId)] as const, values: figures(d) })));

const chapterRows = (deltas: readonly EntryDelta[]) =>
  aggregate(
    deltas.flatMap((d) =>
      d.churchId === null || !d.chapter
        ? []
        : [
            {
              key: [d.churchId, d.chapter.periodStart, d.chapter.book, d.chapter.chapter] as const,
              values: { count: d.chapters },
            },
          ],
    ),
  );

/** `table.column + excluded.column`: the existing row's figure plus the one being added. */
const addExcluded = (column: AnyPgColumn) =>
  sql.raw(`"${getTableName(column.table)}"."${column.name}" + excluded."${column.name}"`);

/**
 * Adds new entries to the writer's own daily rows; answers each touched day's figures after the write
 * (a day whose figures equal what was just added had no entry before: the streak may have grown).
 */
export async function addToUserRollups(tx: Db, deltas: readonly EntryDelta[]) {
  const rows = userRows(deltas);
  if (rows.length === 0) return [];
  return tx
    .insert(userDailyTotals)
    .values(rows.map(({ key: [userId, day], values }) => ({ userId, day, ...values })))
    .onConflictDoUpdate({
      target: [userDailyTotals.userId, userDailyTotals.day],
      set: { chapters: addExcluded(userDailyTotals.chapters), minutes: addExcluded(userDailyTotals.minutes) },
    })
    .returning({
      day: userDailyTotals.day,
      chapters: userDailyTotals.chapters,
      minutes: userDailyTotals.minutes,
    });
}

/**
 * Adds new entries to the rows many writers share (church and global days, chapter counts), one upsert
 * per table with keys in ascending order. Callers run this last in their transaction, so that these row
 * locks are held only until the commit.
 */
export async function addToSharedRollups(tx: Db, deltas: readonly EntryDelta[]) {
  const church = churchRows(deltas);
  if (church.length > 0) {
    await tx
      .insert(churchDailyTotals)
      .values(church.map(({ key: [churchId, day, shard], values }) => ({ churchId, day, shard, ...values })))
      .onConflictDoUpdate({
        target: [churchDailyTotals.churchId, churchDailyTotals.day, churchDailyTotals.shard],
        set: {
          chapters: addExcluded(churchDailyTotals.chapters),
          minutes: addExcluded(churchDailyTotals.minutes),
        },
      });
  }
  const global = globalRows(deltas);
  if (global.length > 0) {
    await tx
      .insert(globalDailyTotals)
      .values(global.map(({ key: [day, shard], values }) => ({ day, shard, ...values })))
      .onConflictDoUpdate({
        target: [globalDailyTotals.day, globalDailyTotals.shard],
        set: {
          chapters: addExcluded(globalDailyTotals.chapters),
          minutes: addExcluded(globalDailyTotals.minutes),
        },
      });
  }
  const chapters = chapterRows(deltas);
  if (chapters.length > 0) {
    await tx
      .insert(churchChapterCounts)
      .values(
        chapters.map(({ key: [churchId, periodStart, book, chapter], values }) => ({
          churchId,
          periodStart,
          book,
          chapter,
          count: values.count,
        })),
      )
      .onConflictDoUpdate({
        target: [
          churchChapterCounts.churchId,
          churchChapterCounts.periodStart,
          churchChapterCounts.book,
          churchChapterCounts.chapter,
        ],
        set: { count: addExcluded(churchChapterCounts.count) },
      });
  }
}

/**
 * Takes deleted entries out of every rollup they were added to. The rows exist (the entries were
 * counted), so these are updates, in the same table and key order as the additions; an upsert would not
 * do, as the check constraints refuse the negative figures of the row it proposes.
 */
export async function subtractFromRollups(tx: Db, deltas: readonly EntryDelta[]) {
  const minus = (column: AnyPgColumn, value: number) => sql`${column} - ${value}`;
  for (const {
    key: [userId, day],
    values,
  } of userRows(deltas)) {
    await tx
      .update(userDailyTotals)
      .set({
        chapters: minus(userDailyTotals.chapters, values.chapters),
        minutes: minus(userDailyTotals.minutes, values.minutes),
      })
      .where(and(eq(userDailyTotals.userId, userId), eq(userDailyTotals.day, day)));
  }
  for (const {
    key: [churchId, day, shard],
    values,
  } of churchRows(deltas)) {
    await tx
      .update(churchDailyTotals)
      .set({
        chapters: minus(churchDailyTotals.chapters, values.chapters),
        minutes: minus(churchDailyTotals.minutes, values.minutes),
      })
      .where(
        and(
          eq(churchDailyTotals.churchId, churchId),
          eq(churchDailyTotals.day, day),
          eq(churchDailyTotals.shard, shard),
        ),
      );
  }
  for (const {
    key: [day, shard],
    values,
  } of globalRows(deltas)) {
    await tx
      .update(globalDailyTotals)
      .set({
        chapters: minus(globalDailyTotals.chapters, values.chapters),
        minutes: minus(globalDailyTotals.minutes, values.minutes),
      })
      .where(and(eq(globalDailyTotals.day, day), eq(globalDailyTotals.shard, shard)));
  }
  for (const {
    key: [churchId, periodStart, book, chapter],
    values,
  } of chapterRows(deltas)) {
    await tx
      .update(churchChapterCounts)
      .set({ count: minus(churchChapterCounts.count, values.count) })
      .where(
        and(
          eq(churchChapterCounts.churchId, churchId),
          eq(churchChapterCounts.periodStart, periodStart),
          eq(churchChapterCounts.book, book),
          eq(churchChapterCounts.chapter, chapter),
        ),
      );
  }
}
