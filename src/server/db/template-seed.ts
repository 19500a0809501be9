import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../lib/paths';
import { inspectPgliteFolder, pgliteFolder } from './pglite-folder';

/*
 * A first start's data folder comes from a template (decision 007). This module loads nothing but Node's
 * own: main.ts imports it to start the unpacking before the server's packages load (unpackAhead).
 */

/** A migrated, empty data folder made by the build: a first start unpacks it instead of running initdb. */
export const pgliteTemplate = path.join(projectRoot, 'dist/pglite-template.tgz');

/** Unpackings started by unpackAhead, by target folder: each resolves to its staging folder. */
const ahead = new Map<string, Promise<string>>();

/**
 * Starts unpacking the template for a data folder that has no database yet, before the server's packages
 * load: the system's tar runs in a child process on another core while this thread spends 0.5 to 0.8 s
 * loading them, instead of after (about 0.5 s of a first start's 2 s). Only into this process's staging
 * folder: the data folder itself is filled later, under its lock (seedDataDir). Anything unusual about
 * the folder is left to the start to report; a staging folder this process did not use is removed when
 * it exits.
 */
export function unpackAhead(dataDir: string, template = pgliteTemplate): void {
  const dir = pgliteFolder(dataDir);
  try {
    if (ahead.has(dir) || !existsSync(template) || inspectPgliteFolder(dataDir, dir) !== 'new') return;
  } catch {
    return;
  }
  const staged = stage(dir, template);
  staged.catch(() => {}); // seedDataDir awaits it and reports the failure
  ahead.set(dir, staged);
  process.once('exit', () => rmSync(stagingOf(dir), { recursive: true, force: true }));
}

/**
 * Creating a database (initdb) in WebAssembly takes several seconds and ~800 MB of memory; unpacking the
 * template takes a fraction of a second. Unpacked beside the target, then renamed: a crash midway leaves
 * no half-made folder behind. For an absent or empty folder only (see inspectPgliteFolder).
 */
export async function seedDataDir(dir: string, template = pgliteTemplate): Promise<void> {
  const started = ahead.get(dir);
  ahead.delete(dir);
  if (existsSync(path.join(dir, 'PG_VERSION')) || !existsSync(template)) return;
  const staging = await (started ?? stage(dir, template));
  try {
    // Only an empty folder is ever replaced (rmdir fails on any other): nothing is deleted to "repair".
    await rmdir(dir).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
    await rename(staging, dir);
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
}

const stagingOf = (dir: string) => `${dir}.seeding-${process.pid}`;

/** The template unpacked into this process's staging folder beside `dir`; its path. */
async function stage(dir: string, template: string): Promise<string> {
  const staging = stagingOf(dir);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    await unpack(template, staging);
    return staging;
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
}

/**
 * The system's tar (GNU or BSD) in a child process when there is one: it unpacks the 40 MB template in
 * about 0.3 s where the tar package took 0.6 to 1 s, most of a first start. The package otherwise.
 */
async function unpack(file: string, cwd: string) {
  try {
    await systemTar(['-xzf', file, '-C', cwd]);
  } catch {
    await rm(cwd, { recursive: true, force: true });
    await mkdir(cwd, { recursive: true });
    const tar = await import('tar');
    await tar.x({ file, cwd });
  }
}

/*
 * The child's output is not read (stdio ignored; its exit code says whether it worked): reading it through
 * pipes at start, as execFile does, left the process slower for its whole life. Every later request paid
 * about 4 µs in V8's runtime (process.nextTick's tick objects built the slow way, seen with perf), 20% of
 * a small request, while the same server started on an existing folder did not (docs/performance.md).
 */
function systemTar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`tar ended with ${signal ?? code}`)),
    );
  });
}
