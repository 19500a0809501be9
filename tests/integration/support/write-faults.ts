import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { rowsOf } from './database-digest';

/*
 * A real database failure on every write, on both engines: a statement trigger on every table of the
 * application refuses INSERT, UPDATE and DELETE while the switch table holds a row. Reads keep working,
 * so sessions resolve and each route reaches its own write, which fails as a real DrizzleQueryError
 * carrying the statement's real parameters.
 */
export async function installWriteFaults(db: Db) {
  await db.execute(sql`create table test_write_fault_switch (on_ boolean)`);
  await db.execute(
    sql.raw(`create function test_refuse_write() returns trigger language plpgsql as $$
begin
  if exists (select 1 from test_write_fault_switch) then
    raise exception 'write refused by the test';
  end if;
  return null;
end $$`),
  );
  const rows = rowsOf(
    await db.execute(
      sql`select tablename as name from pg_tables
          where schemaname = 'public' and tablename <> 'test_write_fault_switch'`,
    ),
  ).map((r) => ({ name: String(r.name) }));
  for (const { name } of rows) {
    await db.execute(
      sql.raw(`create trigger test_refuse_write before insert or update or delete on "${name}"
               for each statement execute function test_refuse_write()`),
    );
  }
  return {
    tables: rows.length,
    on: () => db.execute(sql`insert into test_write_fault_switch values (true)`),
    off: () => db.execute(sql`delete from test_write_fault_switch`),
  };
}
