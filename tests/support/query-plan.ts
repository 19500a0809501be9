import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { transaction } from '../../src/server/db/transaction';

/**
 * The plan PostgreSQL or PGlite makes for a query, as text, with sorting made dear: a Sort in it then
 * means no index can give the order asked (on a few rows a planner may otherwise sort by choice).
 */
export async function sortFreePlan(db: Db, query: { getSQL(): SQL }) {
  const plan = await transaction(db, async (tx) => {
    await tx.execute(sql`select set_config('enable_sort', 'off', true)`);
    // Both engines' results carry `rows` (the common Db type leaves execute's result untyped).
    return (await tx.execute(sql`explain ${query.getSQL()}`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
  });
  return plan.rows.map((row) => String(Object.values(row)[0])).join('\n');
}
