import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Descending, NULLS LAST: the order of an index column declared with drizzle's `.desc()`, so the index
 * gives the rows in order. A plain `desc()` means NULLS FIRST, which such an index does not hold: the
 * planner then sorts every matching row, even for a column that is never null (it goes by the order asked).
 */
export const descAsIndexed = (column: PgColumn): SQL => sql`${column} desc nulls last`;
