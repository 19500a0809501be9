import { type Column, type SQL, sql } from 'drizzle-orm';

/*
 * The hand-written statements (./statement.ts) name tables and columns through the schema's objects, so
 * a renamed column fails to compile and a renamed database column follows by itself. A table written as
 * `${table}` renders its quoted name, and a column `${column}` renders it qualified by its table; these
 * render a column's bare name, for the places SQL wants it so: insert lists, conflict targets, `set`,
 * and columns of an alias.
 */

/** The column's bare, quoted name: `"chapters"`. */
export const bare = (column: Column): SQL => sql`${sql.identifier(column.name)}`;

/** The column under an alias: `t."chapters"`. */
export const of = (alias: string, column: Column): SQL => sql`${sql.raw(alias)}.${bare(column)}`;

/** A comma-separated list of bare column names. */
export const bareList = (columns: readonly Column[]): SQL => sql.join(columns.map(bare), sql`, `);
