import type pg from 'pg';
import { type Db, drizzleOver, isPostgres } from './driver';

// A pool connection's Drizzle database, made once: pool connections are reused, and Drizzle's set-up
// (the schema's relations) is not free.
const onConnection = new WeakMap<pg.PoolClient, Db>();

/**
 * Runs `work` in one transaction on one connection and commits, or rolls back and rethrows. The work gets
 * a Db on that connection, for Drizzle's queries and the named statements (./statement.ts) alike.
 * Transactions do not nest.
 */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const client = db.$client;
  if (!isPostgres(client)) {
    if (!('transaction' in client)) throw new Error('transactions do not nest');
    return client.transaction((t) => work(drizzleOver(t)));
  }
  if (!('totalCount' in client)) throw new Error('transactions do not nest');
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
