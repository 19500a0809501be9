import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { makeTemplate } from '../../src/server/db/pglite-template';
import { migrationsFolder } from '../../src/server/lib/paths';
import { createPostgresDatabase } from './db';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: the migrated database each test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Runs initdb and the migrations once, not once per test file: each file's in-memory PGlite loads this
 * dump, and on PostgreSQL (TEST_DATABASE_URL) each file's database is a copy of a migrated one. Keyed by
 * the migrations' content, so a new migration makes a new template.
 */
export default async function setup(project: TestProject) {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  const key = hash.digest('hex').slice(0, 16);
  const file = path.join(tmpdir(), `lampstand-test-template-${key}.tgz`);
  if (!existsSync(file)) await makeTemplate(file);
  project.provide('pgliteTemplate', file);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl)
    project.provide('postgresTemplate', await postgresTemplate(serverUrl, `lampstand_template_${key}`));
}

/**
 * The migrated database `name` on the server of `serverUrl`, made once and kept for later runs. It is
 * made under a name of its own and renamed when complete, so that a run stopped half-way, or another run
 * making it at the same time, never leaves a half-migrated template under the name.
 */
async function postgresTemplate(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const made = await createPostgresDatabase(serverUrl);
    await (await openDatabase({ kind: 'postgres', url: made.url, poolSize: 1 })).close();
    const madeName = new URL(made.url).pathname.slice(1);
    await admin
      .query(`alter database ${madeName} rename to ${name}`)
      .catch(async (err: { code?: string }) => {
        // 42P04: another run made it first; its copy serves.
        if (err.code !== '42P04') throw err;
        await made.drop();
      });
    return name;
  } finally {
    await admin.end();
  }
}
