import { Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, queryNamed } from './driver';

const dialect = new PgDialect();

/** Every statement's name and text, for the test that prepares them all against the migrated schema. */
export const statementTexts = new Map<string, string>();

/**
 * A statement on the hot paths (every write, every statistic), written once as SQL with
 * `sql.placeholder(name)` parameters (each with an explicit cast) and turned into text once per process.
 * It runs as a named statement, so PostgreSQL parses and plans it once per connection instead of on
 * every call, and Node builds no query per call: together about half of a write's cost before (see
 * docs/performance.md). PGlite ignores the name and runs the same text.
 *
 * Tables and columns are written as the schema's objects (see ./sql-names.ts), so the compiler checks
 * them; the function takes the database or the transaction to run on, as Drizzle's own queries do.
 */
export function preparedStatement<Row, Params extends Record<string, unknown> = Record<string, unknown>>(
  name: string,
  text: SQL,
): Statement<Row, Params> {
  const query = dialect.sqlToQuery(text);
  const names = query.params.map((p) => {
    if (!(p instanceof Placeholder)) throw new Error(`${name}: every parameter must be a placeholder`);
    return p.name as keyof Params;
  });
  if (statementTexts.has(name)) throw new Error(`${name}: two statements have this name`);
  statementTexts.set(name, query.sql);
  return (db: Db, params: Params): Promise<Row[]> =>
    queryNamed<Row>(
      db.$client,
      name,
      query.sql,
      names.map((n) => params[n] ?? null),
    );
}

/** A named statement: run it on a database or a transaction. */
type Statement<Row, Params extends Record<string, unknown>> = (db: Db, params: Params) => Promise<Row[]>;

/** A statement's parameter: `sql.placeholder(name)` with the type PostgreSQL should give it. */
export const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
