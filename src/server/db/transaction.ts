import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Db, drizzleOver, isPostgres, type SqlClient } from './driver';
import { claimKey, keyClaims, openClaim } from './idempotency-claim';

// A pool connection's Drizzle database, made once: pool connections are reused, and Drizzle's set-up
// (the schema's relations) is not free.
const onConnection = new WeakMap<pg.PoolClient, Db>();

/**
 * Runs `work` in one transaction on one connection and commits, or rolls back and rethrows. The work gets
 * a Db on that connection, for Drizzle's queries and the named statements (./statement.ts) alike.
 * Called inside a transaction, it runs `work` in a savepoint of it: a failure (a unique violation the
 * caller handles, say) undoes only the inner work. For a request sent with an Idempotency-Key, the first
 * top-level transaction inserts the key before its work (./idempotency-claim.ts), so both commit together.
 */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const client = db.$client;
  const postgres = isPostgres(client);
  if (!(postgres ? 'totalCount' in client : 'transaction' in client)) return savepoint(db, client, work);
  const tasks: AfterCommit[] = [];
  const withTasks = async (tx: Db) => {
    afterCommits.set(tx, tasks);
    try {
      return await work(tx);
    } finally {
      afterCommits.delete(tx);
    }
  };
  const result = await topLevel(client, postgres, withTasks);
  // Not part of a keyed request's write: a task acts on committed state and is safe to run again.
  for (const task of tasks) await keyClaims.exit(() => task(db));
  return result;
}

/** The top-level transaction, which first claims the request's Idempotency-Key when it has one. */
async function topLevel<T>(client: SqlClient, postgres: boolean, work: (tx: Db) => Promise<T>) {
  const claim = openClaim();
  if (!claim) return postgres ? onPool(client as pg.Pool, work) : onPglite(client as PGlite, work);
  claim.state = 'claiming';
  const claimed = async (tx: Db) => {
    await claimKey(tx, claim);
    return work(tx);
  };
  try {
    const result = await (postgres
      ? onPool(client as pg.Pool, claimed)
      : onPglite(client as PGlite, claimed));
    claim.state = 'claimed';
    return result;
  } catch (err) {
    claim.state = 'open';
    throw err;
  }
}

/** Whether `db` is a transaction() (or a savepoint in one), for writes that must join the caller's. */
export const inTransaction = (db: Db) => afterCommits.has(db);

/** Work to run once the top-level transaction has committed, on the database it was opened on. */
type AfterCommit = (db: Db) => Promise<void>;
const afterCommits = new WeakMap<Db, AfterCommit[]>();

/**
 * Runs `task` after the top-level transaction of `tx` commits (not at all if it rolls back), before
 * transaction() returns, so the request still waits for it. For checks that must read what other
 * transactions committed meanwhile, which no statement inside this one can see (a goal milestone
 * two writers cross together). A task registered inside a savepoint runs even if the savepoint rolled
 * back: it must only read committed state and act on it. Its error is transaction()'s error, although
 * the work has committed.
 */
export function afterCommit(tx: Db, task: AfterCommit) {
  const tasks = afterCommits.get(tx);
  if (!tasks) throw new Error('afterCommit outside transaction()');
  tasks.push(task);
}

const onPglite = <T>(client: PGlite, work: (tx: Db) => Promise<T>) =>
  client.transaction((t) => work(drizzleOver(t)));

async function onPool<T>(client: pg.Pool, work: (tx: Db) => Promise<T>): Promise<T> {
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
