import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from '../lib/data-dir-lock';
import { migrationsFolder } from '../lib/paths';
import type { Db } from './driver';
import { damagedDatabaseError, inspectPgliteFolder, pgliteFolder } from './pglite-folder';
import { PGLITE_OPTIONS } from './pglite-template';
import { openPostgres, type PostgresOptions } from './postgres';
import * as schema from './schema';
import { seedDataDir } from './template-seed';

export type { Db } from './driver';

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Cheap round trip for /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | ({ kind: 'postgres' } & PostgresOptions)
  /** dataDir undefined: an in-memory database (tests), optionally loaded from a template dump. */
  | { kind: 'pglite'; dataDir?: string; template?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options);

  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    let client: PGlite;
    if (options.dataDir) {
      client = await openDataFolder(options.dataDir);
    } else {
      client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: options.template });
      await client.waitReady;
    }
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        try {
          await client.query('checkpoint');
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** DATA_DIR/pglite: initialised only when absent or empty; an existing database that fails to open is named. */
async function openDataFolder(dataDir: string): Promise<PGlite> {
  const dir = pgliteFolder(dataDir);
  if (inspectPgliteFolder(dataDir, dir) === 'new') {
    await seedDataDir(dir);
    const client = new PGlite(dir, PGLITE_OPTIONS);
    await client.waitReady;
    return client;
  }
  // PGlite writes postmaster.pid as it opens and leaves it when it aborts: removed again if it was not there.
  const pidFile = path.join(dir, 'postmaster.pid');
  const hadPidFile = existsSync(pidFile);
  try {
    const client = new PGlite(dir, PGLITE_OPTIONS);
    await client.waitReady;
    return client;
  } catch (err) {
    if (!hadPidFile) rmSync(pidFile, { force: true });
    throw damagedDatabaseError(dataDir, dir, err);
  }
}
