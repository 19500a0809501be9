import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
// Every module that declares a statement, through the application that registers them all.
import '../app';
import type { Database } from './client';
import * as schema from './schema';
import { statementTexts } from './statement';

/*
 * The hot-path statements are SQL written once (./statement.ts). Their tables and columns are the schema's
 * objects, so renaming a column in the schema either fails to compile (the property is gone) or changes
 * the text with it. These tests break when a statement names the schema any other way: a table written
 * as a bare string, or a name the migrated database does not have.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const tableNames = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable));

describe('the named statements', () => {
  it('are registered (the write path, the tracker and the figures)', () => {
    expect([...statementTexts.keys()]).toEqual(
      expect.arrayContaining([
        'rollups_add_shared',
        'rollups_subtract_shared',
        'tracker_write',
        'figures_user',
      ]),
    );
    expect(tableNames).toContain('church_daily_totals');
  });

  it('name every table through the schema object (quoted), never as a bare string', () => {
    for (const [name, text] of statementTexts) {
      for (const table of tableNames) {
        expect({ name, table, bare: new RegExp(`(?<!")\\b${table}\\b(?!")`).test(text) }).toEqual({
          name,
          table,
          bare: false,
        });
      }
    }
  });

  it('prepare against the migrated schema: every table and column they name exists', async () => {
    for (const [name, text] of statementTexts) {
      await database.db.execute(sql.raw(`prepare check_${name} as ${text}`));
      await database.db.execute(sql.raw(`deallocate check_${name}`));
    }
  });

  it('fail to prepare when a column they use is renamed in the database', async () => {
    const text = statementTexts.get('rollups_add_shared') as string;
    await database.db.execute(sql`alter table church_daily_totals rename column minutes to prayer_minutes`);
    try {
      await expect(database.db.execute(sql.raw(`prepare renamed as ${text}`))).rejects.toThrow(/minutes/);
    } finally {
      await database.db.execute(sql`alter table church_daily_totals rename column prayer_minutes to minutes`);
    }
  });
});
