import { bookByNumber } from '@shared/bible';
import { count, type InferSelectModel, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  notifications,
  planEnrollments,
  planItems,
  prayerRequests,
  prayers,
  readingPlans,
  readings,
} from '../../db/schema';
import { inBatches, inIndexOrder, keysetColumns, type OwnRows, ownRowsAfter } from './batches';

/** Rows per statement: small enough that a batch is a few hundred kilobytes at most. */
export const BATCH_SIZE = 500;

type Batches = AsyncGenerator<Array<Record<string, unknown>>>;

/** One list of the export: its name (the JSON key) and its rows, in batches, already in export shape. */
export interface RowSection {
  name: 'readings' | 'prayers' | 'prayerRequests' | 'plans' | 'ownPlans' | 'notifications';
  batches(db: Db, userId: number): Batches;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A section of one personal table: its rows in keyset batches, each batch mapped to the export's shape. */
function ownSection<T extends PgTable & OwnRows>(
  name: RowSection['name'],
  table: T,
  map: (rows: Array<InferSelectModel<T>>, db: Db) => Promise<Array<Record<string, unknown>>>,
): RowSection {
  return {
    name,
    async *batches(db, userId) {
      const source = inBatches(
        (after, size) =>
          inIndexOrder(db, async (tx) => {
            const query = tx
              .select({ ...keysetColumns(table), row: table } as never)
              .from(table as never)
              .$dynamic();
            // The selection's type is lost through the generic table: each row is the table's row and its key.
            return (await ownRowsAfter(query, table, userId, after, size)) as unknown as Array<{
              keyId: number;
              keyAt: string;
              row: InferSelectModel<T>;
            }>;
          }),
        BATCH_SIZE,
      );
      for await (const batch of source)
        yield await map(
          batch.map((b) => b.row),
          db,
        );
    },
  };
}

const each =
  <R, O>(map: (row: R) => O) =>
  async (rows: R[]) =>
    rows.map(map);

/** Each enrolment of a batch with its progress: chapters scheduled and chapters read (plan_items). */
async function withProgress(db: Db, rows: Array<InferSelectModel<typeof planEnrollments>>) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const counts = await db
    .select({ id: planItems.enrollmentId, chapters: count(), read: count(planItems.readingId) })
    .from(planItems)
    .where(inArray(planItems.enrollmentId, ids))
    .groupBy(planItems.enrollmentId);
  const byId = new Map(counts.map((c) => [c.id, c]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    builtInPlan: r.builtInPlan,
    ownPlanId: r.planId,
    churchPlan: r.churchPlanId !== null,
    startDate: r.startDate,
    endDate: r.endDate,
    readingDays: r.readingDays,
    pausedOn: r.pausedOn,
    createdAt: r.createdAt.toISOString(),
    chapters: byId.get(r.id)?.chapters ?? 0,
    chaptersRead: byId.get(r.id)?.read ?? 0,
  }));
}

/** The lists, in the order of the JSON file (decision 032 describes each row's fields). */
export const rowSections: RowSection[] = [
  ownSection(
    'readings',
    readings,
    each((row) => ({
      id: row.id,
      date: row.readDate,
      book: bookByNumber(row.book)?.name ?? String(row.book),
      chapter: row.chapter,
      churchId: row.churchId,
      loggedAt: row.createdAt.toISOString(),
    })),
  ),
  ownSection(
    'prayers',
    prayers,
    each((row) => ({
      id: row.id,
      date: row.prayerDate,
      minutes: row.minutes,
      notes: row.notes,
      churchId: row.churchId,
      loggedAt: row.createdAt.toISOString(),
    })),
  ),
  ownSection(
    'prayerRequests',
    prayerRequests,
    each((row) => ({
      id: row.id,
      request: row.request,
      answered: row.answered,
      answeredAt: iso(row.answeredAt),
      createdAt: row.createdAt.toISOString(),
    })),
  ),
  ownSection('plans', planEnrollments, (rows, db) => withProgress(db, rows)),
  ownSection(
    'ownPlans',
    readingPlans,
    each((row) => ({
      id: row.id,
      name: row.name,
      chapters: row.chapters,
      // Each day's chapters as "Book chapter" references, as the plan was made.
      days: row.days.map((day) =>
        day.map(([book, chapter]) => `${bookByNumber(book)?.name ?? book} ${chapter}`),
      ),
      createdAt: row.createdAt.toISOString(),
    })),
  ),
  ownSection(
    'notifications',
    notifications,
    each((row) => ({
      id: row.id,
      kind: row.kind,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      readAt: iso(row.readAt),
    })),
  ),
];
