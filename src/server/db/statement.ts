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
  const values = (params: Params) => names.map((n) => params[n] ?? null);
  const run = (db: Db, params: Params): Promise<Row[]> =>
    queryNamed<Row>(db.$client, name, query.sql, values(params));
  return Object.assign(run, {
    inlined(params: Params) {
      const literals = values(params).map((value) => {
        if (value === null) return 'null';
        if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
        // Letters, digits, '_' and '-' only (a queue's name, a job's UUID): nothing to escape.
        if (typeof value === 'string' && /^[\w-]+$/.test(value)) return `'${value}'`;
        throw new Error(
          `${name}: only integers, nulls and words (letters, digits, _ and -) are written into a statement's text`,
        );
      });
      return query.sql.replace(/\$(\d+)/g, (_, n: string) => literals[Number(n) - 1] as string);
    },
  });
}

/**
 * A named statement: run it on a database or a transaction. `inlined` gives its text with the parameters
 * written in (integers, nulls and words of letters, digits, _ and -), for the one statement a transaction sends together with its
 * BEGIN (./transaction.ts transactionOpenedBy).
 */
export interface Statement<Row, Params extends Record<string, unknown>> {
  (db: Db, params: Params): Promise<Row[]>;
  inlined(params: Params): string;
}

/** A statement's parameter: `sql.placeholder(name)` with the type PostgreSQL should give it. */
export const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
