import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as tar from 'tar';
import { migrationsFolder, projectRoot } from '../lib/paths';

/**
 * Settings of every embedded database. 32 MB of shared buffers is plenty for one church's data and keeps
 * the server's memory near 250 MB instead of 365 MB with PostgreSQL's default of 128 MB.
 */
export const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=32MB'] };

/** A migrated, empty data folder made by the build: a first start unpacks it instead of running initdb. */
export const pgliteTemplate = path.join(projectRoot, 'dist/pglite-template.tgz');

/**
 * Creating a database (initdb) in WebAssembly takes several seconds and ~800 MB of memory; unpacking the
 * template takes a fraction of a second. Unpacked beside the target, then renamed: a crash midway leaves
 * no half-made folder behind. For an absent or empty folder only (see inspectPgliteFolder).
 */
export async function seedDataDir(dir: string, template = pgliteTemplate): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION')) || !existsSync(template)) return;
  const staging = `${dir}.seeding-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    await unpack(template, staging);
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

/** Writes a migrated empty database as a gzipped tarball (the build, and the test suite's setup). */
export async function makeTemplate(file: string): Promise<void> {
  const client = new PGlite(PGLITE_OPTIONS);
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}
