import { desc, eq } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';

/** A table of a person's own rows, each with an id and a creation time. */
interface OwnRows {
  id: PgColumn;
  userId: PgColumn;
  createdAt: PgColumn;
}

/**
 * A person's newest `limit` rows (created_at, then id, both descending): the order of every personal list
 * (activity, notifications, prayer requests), which each table's (user_id, created_at desc, id desc)
 * index answers without sorting. `query` is a `select ... from table` made `$dynamic()`.
 */
export function newestOwnRows<Q extends PgSelect>(query: Q, table: OwnRows, userId: number, limit: number) {
  return query.where(eq(table.userId, userId)).orderBy(desc(table.createdAt), desc(table.id)).limit(limit);
}
