import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import type { Database } from './client';
import { param, preparedStatement } from './statement';
import { transaction } from './transaction';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const echo = preparedStatement<{
  n: number;
  twice: number;
  day: string;
  total: number;
  label: string | null;
}>(
  'statement_test_echo',
  sql`select ${param('n', 'int')} as n, ${param('n', 'int')} * 2 as twice, ${param('day', 'date')} as day,
      (select coalesce(sum(x), 0)::int from unnest(${param('xs', 'int[]')}) as x) as total,
      ${param('label', 'text')} as label`,
);

describe('preparedStatement', () => {
  it('runs with named parameters (arrays, dates, a repeated name, a missing one as null), again and again', async () => {
    for (const n of [1, 2, 3]) {
      const rows = await echo(database.db, { n, day: `2026-01-0${n}`, xs: [n, 10] });
      expect(rows).toEqual([{ n, twice: 2 * n, day: `2026-01-0${n}`, total: n + 10, label: null }]);
    }
  });

  it('runs inside a transaction, on that transaction', async () => {
    const rows = await transaction(database.db, (tx) =>
      echo(tx, { n: 7, day: '2026-02-01', xs: [], label: 'a' }),
    );
    expect(rows[0]).toMatchObject({ n: 7, total: 0, label: 'a' });
  });

  it('refuses a value written into the text: every parameter must be a placeholder', () => {
    expect(() => preparedStatement('statement_test_inline', sql`select ${1} as n`)).toThrow(/placeholder/);
  });
});
