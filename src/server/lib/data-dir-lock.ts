import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** A data folder the server must not or cannot use: main.ts prints the message alone and exits 1. */
export class DataDirError extends Error {}
class DataDirLockedError extends DataDirError {}

const ACCESS_CODES = new Set(['EACCES', 'EPERM', 'EROFS']);

/** A permission error on the data folder as a message naming DATA_DIR; any other error unchanged. */
export function dataDirAccessError(dataDir: string, err: unknown): unknown {
  const { code, path: where } = err as NodeJS.ErrnoException;
  if (!code || !ACCESS_CODES.has(code)) return err;
  const user = process.getuid ? ` (uid ${process.getuid()})` : '';
  return new DataDirError(
    `Lampstand cannot write to its data folder (DATA_DIR=${dataDir}): ${code} on ${where ?? dataDir}. ` +
      `Give the user running the server${user} write access to it, or set DATA_DIR to a folder it may write.`,
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock on the embedded database folder: a PID file created with O_EXCL. A lock left by a
 * process that no longer runs (kill -9, power loss) is taken over at once, so a crashed server restarts
 * without waiting; a lock held by a live process makes the second server fail fast.
 */
export function lockDataDir(dir: string): () => void {
  try {
    return takeLock(dir);
  } catch (err) {
    throw dataDirAccessError(dir, err);
  }
}

const lockFile = (dir: string) => path.join(dir, 'lampstand.lock');

/**
 * Throws if another live process holds the folder's lock; takes nothing. main.ts asks before loading the
 * app, so that a second server is refused in a fraction of a second even on a busy machine.
 */
export function refuseHeldDataDir(dir: string): void {
  let holder: number;
  try {
    holder = Number.parseInt(readFileSync(lockFile(dir), 'utf8'), 10);
  } catch {
    return;
  }
  if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
    throw new DataDirLockedError(
      `The data folder ${dir} is in use by another Lampstand server (pid ${holder}). ` +
        'Stop it first, or set DATA_DIR or DATABASE_URL to use another database.',
    );
  }
}

function takeLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = lockFile(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      refuseHeldDataDir(dir);
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}`);
}
