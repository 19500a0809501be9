import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DataDirError, dataDirAccessError } from '../lib/data-dir-lock';

const BACKUPS = 'docs/operations.md#backup-and-restore';

/** Where the embedded database lives in DATA_DIR: the lock file and the outbox live beside it. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * What a start finds in DATA_DIR/pglite: nothing (absent or empty: initialise it) or a database. Anything
 * else stops the server and nothing is touched: a folder without PG_VERSION is a partial copy or restore, a
 * wrong path or someone else's files, and initialising it would hide (or used to delete) the data. Only
 * the pglite subfolder counts: the lock file and the outbox live beside it in DATA_DIR. One directory
 * listing, so the start stays fast.
 */
export function inspectPgliteFolder(dataDir: string, dir: string): 'new' | 'database' {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw dataDirAccessError(dataDir, err);
    entries = [];
  }
  if (entries.includes('PG_VERSION')) return 'database';
  if (entries.length > 0) {
    throw new DataDirError(
      `The data folder ${dir} is not empty and does not hold a database: it has no PG_VERSION file ` +
        `(DATA_DIR=${dataDir}). Lampstand initialises only an absent or empty folder, and changed nothing. ` +
        `If this is a partial copy or restore, restore the whole folder from a backup (${BACKUPS}); ` +
        'to start a new database, set DATA_DIR to a new folder.',
    );
  }
  // Database files restored one level too high would otherwise get a new, empty database beside them.
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new DataDirError(
      `DATA_DIR=${dataDir} holds database files itself, but the embedded database belongs in ${dir}. ` +
        `Nothing was changed. Move those files into that subfolder (${BACKUPS}).`,
    );
  }
  return 'new';
}

/** A database PGlite could not open (PGlite says only "Aborted()"): which folder, and what to do. */
export function damagedDatabaseError(dataDir: string, dir: string, err: unknown): DataDirError {
  const reason = err instanceof Error ? err.message : String(err);
  return new DataDirError(
    `The embedded database in ${dir} could not be opened (DATA_DIR=${dataDir}): ${reason}\n` +
      'Its files are damaged or incomplete; nothing was changed. Keep a copy of the folder as it is, then ' +
      `restore it from your latest backup (${BACKUPS}), or set DATA_DIR to another folder to start anew.`,
  );
}
