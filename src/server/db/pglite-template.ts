import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../lib/paths';

/**
 * Settings of every embedded database. 32 MB of shared buffers is plenty for one church's data and keeps
 * the server's memory near 250 MB instead of 365 MB with PostgreSQL's default of 128 MB.
 */
export const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=32MB'] };

/** Writes a migrated empty database as a gzipped tarball (the build, and the test suite's setup). */
export async function makeTemplate(file: string): Promise<void> {
  const client = new PGlite(PGLITE_OPTIONS);
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}
