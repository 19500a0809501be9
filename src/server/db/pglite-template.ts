import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
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
 * no half-made folder behind.
 */
export async function seedDataDir(dir: string, template = pgliteTemplate): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION')) || !existsSync(template)) return;
  const staging = `${dir}.seeding-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  await tar.x({ file: template, cwd: staging });
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
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
