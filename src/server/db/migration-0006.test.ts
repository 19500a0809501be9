import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../../../tests/support/migrations';
import { migrationsFolder } from '../lib/paths';

/*
 * A database made before migration 0006 already holds daily rows: the migration must build the period
 * and yearly totals from them, so an upgraded server answers the same figures as before.
 */

describe('migration 0006', () => {
  it('builds the period and yearly totals from the daily rows already there', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0005_payments_reconcile') });
    await client.exec(`
      insert into churches (id, name, city, state, email, password_hash, period_start_date)
      values (1, 'Grace', 'Mesa', 'AZ', 'a@example.com', 'x', '2026-03-01'),
             (2, 'Hope', 'Mesa', 'AZ', 'b@example.com', 'x', '2026-01-01');
      insert into church_daily_totals (church_id, day, shard, chapters, minutes) values
        (1, '2025-12-31', 1, 1, 1), (1, '2026-02-28', 0, 3, 10), (1, '2026-03-01', 0, 2, 0),
        (1, '2026-03-05', 1, 4, 5), (2, '2026-01-02', 3, 7, 0);
      insert into global_daily_totals (day, shard, chapters, minutes) values
        ('2025-12-31', 1, 1, 1), ('2026-02-28', 0, 3, 10), ('2026-03-01', 0, 2, 0),
        ('2026-03-05', 1, 4, 5), ('2026-01-02', 3, 7, 0), ('2026-01-02', 0, 6, 30);`);
    await migrate(db, { migrationsFolder });

    const rows = async (query: string) => (await client.query(query)).rows;
    expect(
      await rows(
        'select church_id, period_start, shard, chapters, minutes from church_period_totals order by 1, 3',
      ),
    ).toEqual([
      { church_id: 1, period_start: new Date('2026-03-01'), shard: 0, chapters: 2, minutes: 0 },
      { church_id: 1, period_start: new Date('2026-03-01'), shard: 1, chapters: 4, minutes: 5 },
      { church_id: 2, period_start: new Date('2026-01-01'), shard: 3, chapters: 7, minutes: 0 },
    ]);
    expect(
      await rows(
        'select church_id, year, shard, chapters, minutes from church_yearly_totals order by 1, 2, 3',
      ),
    ).toEqual([
      { church_id: 1, year: 2025, shard: 1, chapters: 1, minutes: 1 },
      { church_id: 1, year: 2026, shard: 0, chapters: 5, minutes: 10 },
      { church_id: 1, year: 2026, shard: 1, chapters: 4, minutes: 5 },
      { church_id: 2, year: 2026, shard: 3, chapters: 7, minutes: 0 },
    ]);
    expect(
      await rows('select year, shard, chapters::int, minutes::int from global_yearly_totals order by 1, 2'),
    ).toEqual([
      { year: 2025, shard: 1, chapters: 1, minutes: 1 },
      { year: 2026, shard: 0, chapters: 11, minutes: 40 },
      { year: 2026, shard: 1, chapters: 4, minutes: 5 },
      { year: 2026, shard: 3, chapters: 7, minutes: 0 },
    ]);
    await client.close();
  });
});
