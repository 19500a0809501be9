import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { descAsIndexed } from '../../db/order';
import { transaction } from '../../db/transaction';

/** A table of a person's own rows, each with an id and a creation time. */
export interface OwnRows {
  id: PgColumn;
  userId: PgColumn;
  createdAt: PgColumn;
}

/** Where the previous batch stopped: its last row's creation time (exact, as text) and id. */
interface Cursor {
  at: string;
  id: number;
}

/** What each batch query selects besides its own columns: the row's place in the keyset. */
export const keysetColumns = (table: OwnRows) => ({
  keyId: sql<number>`${table.id}`.mapWith(Number),
  // As text, not a Date: a JavaScript Date drops the microseconds, and the next batch would repeat rows.
  keyAt: sql<string>`${table.createdAt}::text`,
});

/**
 * One batch of a person's rows after `after`, newest first (created_at, then id, both descending): the
 * (user_id, created_at desc, id desc) index of every personal table answers it by a range scan, so each
 * batch costs its own rows however far into the history it is. No new index (writes stay as they are).
 */
export function ownRowsAfter<Q extends PgSelect>(
  query: Q,
  table: OwnRows,
  userId: number,
  after: Cursor | null,
  limit: number,
) {
  const mine = eq(table.userId, userId);
  const where = after
    ? and(mine, sql`(${table.createdAt}, ${table.id}) < (${after.at}::timestamptz, ${after.id})`)
    : mine;
  return query.where(where).orderBy(descAsIndexed(table.createdAt), descAsIndexed(table.id)).limit(limit);
}

/**
 * Every row of a section in batches of `size`, each read by its own statement (no transaction held open:
 * on the embedded engine's single connection other requests run between two batches). The next batch
 * is read only when the consumer asks for it, so a slow download holds one batch at a time.
 */
export async function* inBatches<R extends { keyId: number; keyAt: string }>(
  page: (after: Cursor | null, size: number) => Promise<R[]>,
  size: number,
): AsyncGenerator<R[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await page(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = { at: last.keyAt, id: last.keyId };
  }
}

/**
 * Runs one batch's query with sorting disabled for its own short transaction, so the planner walks the
 * ordered index instead of gathering every remaining row and sorting them for 500. The embedded engine
 * has no autovacuum, and so no statistics of a table that grew since its last ANALYZE: estimating a few
 * dozen rows, it chose a bitmap scan and a sort, which made each batch read the whole rest of the
 * history (100,000 entries took 72 s; docs/performance.md). The job queue's fetch does the same
 * (lib/job-worker.ts). The transaction ends with its batch: nothing stays open between two batches.
 */
export function inIndexOrder<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`select set_config('enable_sort', 'off', true)`);
    return work(tx);
  });
}
