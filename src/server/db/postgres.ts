import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths';
import type { Database, Db } from './client';
import { POSTGRES_DEFAULTS } from './postgres-defaults';
import { connectAtStart, DatabaseStartError, startError } from './postgres-start';
import * as schema from './schema';

export interface PostgresOptions extends Partial<typeof POSTGRES_DEFAULTS> {
  url: string;
  poolSize?: number;
  /** False for a second pool on a database this process has already migrated (the job queue's). */
  migrate?: boolean;
  /** Start-up notes (waiting for the server) and connection losses, throttled. */
  log?: (message: string) => void;
}

// Serialises migrations when several servers start against one PostgreSQL at once.
const MIGRATION_LOCK_KEY = 7_262_024;
const LOSS_LOG_EVERY_MS = 5000;

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const o = { ...POSTGRES_DEFAULTS, ...options };
  if (o.migrate !== false) await migrateAtStart(o);

  const pool = new pg.Pool({
    connectionString: o.url,
    max: o.poolSize ?? 20,
    application_name: 'lampstand',
    // Waiting for a connection (a new one, or a free one when all are busy) ends in an error, hence a 503.
    connectionTimeoutMillis: o.connectTimeoutMs,
    idleTimeoutMillis: o.idleTimeoutMs,
    // Enforced by the server: a query running longer is cancelled (57014), hence a 503.
    statement_timeout: o.statementTimeoutMs,
    // Notices a server that vanished without closing the connection (power loss, network partition).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A connection that breaks emits 'error' on its client, idle or checked out (a transaction in progress,
  // between two of its queries): unhandled, that event would end the process. The query in flight fails
  // with the same error, which the error handler answers with 503; the pool discards the broken client,
  // and with it that connection's prepared statements, so later requests prepare theirs on a new one.
  let lastLoss = 0;
  const onLoss = (err: Error & { code?: string }) => {
    if (Date.now() - lastLoss < LOSS_LOG_EVERY_MS) return;
    lastLoss = Date.now();
    o.log?.(`PostgreSQL connection lost: ${err.message}${err.code ? ` (${err.code})` : ''}`);
  };
  pool.on('connect', (client) => client.on('error', onLoss));
  pool.on('error', onLoss);
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    engine: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Migrations on a connection of their own: no statement timeout (an index build may take long). */
async function migrateAtStart(o: PostgresOptions & typeof POSTGRES_DEFAULTS) {
  const client = await connectAtStart(o);
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } catch (err) {
    throw err instanceof DatabaseStartError ? err : startError(err, o);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}
