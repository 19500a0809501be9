import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';

/**
 * A new database on the PostgreSQL server of `serverUrl`, empty or a copy of the database `template`:
 * its address and how to drop it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lampstand_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file, so files never share state and run in parallel:
 * in-memory PGlite by default, or a new database on the PostgreSQL server of TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    return openDatabase({ kind: 'pglite', template });
  }

  const created = await createPostgresDatabase(serverUrl, inject('postgresTemplate'));
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

export const testEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
