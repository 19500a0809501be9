import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Db, drizzleOver, isPostgres, type SqlClient } from './driver';

// A pool connection's Drizzle database, made once: pool connections are reused, and Drizzle's set-up
// (the schema's relations) is not free.
const onConnection = new WeakMap<pg.PoolClient, Db>();

/**
 * Runs `work` in one transaction on one connection and commits, or rolls back and rethrows. The work gets
 * a Db on that connection, for Drizzle's queries and the named statements (./statement.ts) alike.
 * Called inside a transaction, it runs `work` in a savepoint of it: a failure (a unique violation the
 * caller handles, say) undoes only the inner work.
 */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const client = db.$client;
  if (!isPostgres(client)) {
    if (!('transaction' in client)) return savepoint(db, client, work);
    return client.transaction((t) => work(drizzleOver(t)));
  }
  if (!('totalCount' in client)) return savepoint(db, client, work);
  const connection = await client.connect();
  let tx = onConnection.get(connection);
  if (!tx) {
    tx = drizzleOver(connection);
    onConnection.set(connection, tx);
  }
  // A connection whose rollback failed is broken: released with the error, the pool discards it.
  let broken: Error | undefined;
  try {
    await connection.query('begin');
    const result = await work(tx);
    await connection.query('commit');
    return result;
  } catch (err) {
    await connection.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw err;
  } finally {
    connection.release(broken);
  }
}

// Savepoints open on a connection inside its transaction, for unique names.
const depths = new WeakMap<SqlClient, number>();

async function savepoint<T>(tx: Db, client: SqlClient, work: (tx: Db) => Promise<T>): Promise<T> {
  const depth = (depths.get(client) ?? 0) + 1;
  depths.set(client, depth);
  const name = sql.raw(`sp${depth}`);
  try {
    await tx.execute(sql`savepoint ${name}`);
    try {
      const result = await work(tx);
      await tx.execute(sql`release savepoint ${name}`);
      return result;
    } catch (err) {
      await tx.execute(sql`rollback to savepoint ${name}`);
      throw err;
    }
  } finally {
    depths.set(client, depth - 1);
  }
}
