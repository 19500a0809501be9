import type { PGlite, Transaction } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import { isPostgres, type SqlClient } from '../db/driver';

/** pg-boss's constructor, imported on first use: its import takes 350 to 740 ms (decision 029). */
export type PgBossClass = typeof PgBoss;
let loading: Promise<PgBossClass> | undefined;
export const loadPgBoss = (): Promise<PgBossClass> =>
  (loading ??= import('pg-boss').then((module) => module.default));

/**
 * pg-boss's database (its `db` option) over one of our driver objects: a pool or one of its connections
 * (a transaction's), PGlite or a PGlite transaction. pg-boss sends its maintenance as one parameterless
 * string `BEGIN; …; COMMIT;`: node-postgres runs that by the simple protocol, PGlite only through exec()
 * (its query() takes one statement), so on PGlite parameterless text goes to exec() and the last
 * statement's result is pg-boss's answer.
 */
export function pgBossDb(client: SqlClient): PgBoss.Db {
  if (isPostgres(client)) return { executeSql: (text, values) => client.query(text, values) };
  const pglite = client as PGlite | Transaction;
  return {
    async executeSql(text, values) {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * A pg-boss database that knows which of its statements are still running, so that stopping the queue
 * can wait for a maintenance pass pg-boss does not wait for itself, before the database closes.
 */
export function drainable(db: PgBoss.Db) {
  const running = new Set<Promise<unknown>>();
  return {
    executeSql(text: string, values: unknown[]) {
      const statement = db.executeSql(text, values);
      running.add(statement);
      const forget = () => running.delete(statement);
      statement.then(forget, forget);
      return statement;
    },
    async drained() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
