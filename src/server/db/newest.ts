import { eq } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { descAsIndexed } from './order';

/** A table of a person's own rows, each with an id and a creation time. */
interface OwnRows {
  id: PgColumn;
  userId: PgColumn;
  createdAt: PgColumn;
}

/**
 * A person's newest `limit` rows (created_at, then id, both descending): the order of every personal list
 * (activity, notifications, prayer requests), which each table's (user_id, created_at desc nulls last,
 * id desc nulls last) index answers without sorting (see descAsIndexed: with a plain `desc`, every row
 * of the person was sorted). `query` is a `select ... from table` made `$dynamic()`.
 */
export function newestOwnRows<Q extends PgSelect>(query: Q, table: OwnRows, userId: number, limit: number) {
  return query
    .where(eq(table.userId, userId))
    .orderBy(descAsIndexed(table.createdAt), descAsIndexed(table.id))
    .limit(limit);
}
