import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../../../tests/support/migrations';
import { verifyPassword } from '../lib/passwords';
import { migrationsFolder } from '../lib/paths';

/*
 * Decision 037 on a copy of data the old code made. tests/support/fixtures/made-before-0026.json holds every
 * row of the public schema after the API of 5d98904 (the last commit before the rule) did this: Grace Chapel
 * registered with pastor@grace.test and password 'grace church pw'; the pastor, through church login (their
 * own account then), wrote the prayer request 'my marriage' and logged Genesis 1; Mary joined and unlocked
 * the panel; Hope Church registered with former@hope.test, whose administration was handed to Ned
 * (next@hope.test, church password 'hope new church pw'), after which former@hope.test asked for a church
 * password reset, which still reached them.
 */
const fixture = JSON.parse(
  readFileSync(
    path.join(import.meta.dirname, '../../../tests/support/fixtures/made-before-0026.json'),
    'utf8',
  ),
) as Record<string, unknown[]>;

async function restore(client: PGlite) {
  // Foreign keys and triggers off while the rows go back in any order, as a data-only restore does.
  await client.exec('set session_replication_role = replica');
  await client.exec('delete from entity_counts');
  for (const [table, rows] of Object.entries(fixture)) {
    await client.query(
      `insert into "${table}" select * from json_populate_recordset(null::"${table}", $1::json)`,
      [JSON.stringify(rows)],
    );
    const serial = await client.query<{ seq: string | null }>(
      `select pg_get_serial_sequence($1, 'id') as seq from information_schema.columns
       where table_schema = 'public' and table_name = $1 and column_name = 'id'`,
      [table],
    );
    const seq = serial.rows[0]?.seq;
    if (seq) await client.query(`select setval('${seq}', (select max(id) from "${table}"))`);
  }
  await client.exec('set session_replication_role = origin');
}

describe('migration 0027', () => {
  it('gives each church its own account and takes the church password off the people, keeping their data', async () => {
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder: migrationsUpTo('0025_notification_keys') });
    await restore(client);
    await migrate(drizzle(client), { migrationsFolder });
    const rows = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows;

    expect(
      await rows(
        `select c.name as church, u.email, u.password_hash, u.church_id, u.is_church_admin, u.hide_from_boards
         from users u join churches c on c.id = u.church_account_of order by c.id`,
      ),
    ).toEqual([
      {
        church: 'Grace Chapel',
        email: 'pastor@grace.test',
        password_hash: '',
        church_id: null,
        is_church_admin: true,
        hide_from_boards: true,
      },
      {
        church: 'Hope Church',
        email: 'next@hope.test',
        password_hash: '',
        church_id: null,
        is_church_admin: true,
        hide_from_boards: true,
      },
    ]);

    // The pastor keeps their account and everything in it, but not the church password as theirs.
    const people = await rows(
      'select id, email, password_hash, church_id, is_church_admin from users where church_account_of is null order by id',
    );
    expect(people.map((p) => [p.email, p.church_id, p.is_church_admin])).toEqual([
      ['pastor@grace.test', 1, true],
      ['mary@grace.test', 1, false],
      ['former@hope.test', 2, false],
      ['next@hope.test', 2, true],
    ]);
    const [pastor, mary] = people;
    expect(pastor?.password_hash).toBe('');
    expect(await verifyPassword(String(mary?.password_hash), 'correct horse battery')).toBe(true);
    expect(await rows('select user_id, request from prayer_requests order by id')).toEqual([
      { user_id: pastor?.id, request: 'my marriage' },
      { user_id: mary?.id, request: 'my job' },
    ]);
    expect(await rows('select user_id, chapter from readings')).toEqual([
      { user_id: pastor?.id, chapter: 1 },
    ]);

    // Church login still takes the church's own password.
    const churches = await rows('select email, password_hash from churches order by id');
    expect(await verifyPassword(String(churches[0]?.password_hash), 'grace church pw')).toBe(true);
    expect(await verifyPassword(String(churches[1]?.password_hash), 'hope new church pw')).toBe(true);
    // The handed-over church signs in at its administrator's address; the link the former one asked for died.
    expect(churches.map((c) => c.email)).toEqual(['pastor@grace.test', 'next@hope.test']);
    expect(await rows('select id from password_reset_tokens')).toEqual([]);
    // Church login opened administrators' own sessions: they end. Members' stay.
    expect(await rows('select user_id from sessions order by user_id')).toEqual([
      { user_id: mary?.id },
      { user_id: 3 },
    ]);
    // The global count of users counts people, then and later.
    expect(await rows(`select count from entity_counts where kind = 'users'`)).toEqual([{ count: 4 }]);
    await client.exec(`insert into churches (name, city, state, email, password_hash) values ('C', 'M', 'AZ', 'c@c.test', 'h');
      insert into users (name, email, password_hash, church_account_of) values ('C', 'c@c.test', '', 3);`);
    expect(await rows(`select count from entity_counts where kind = 'users'`)).toEqual([{ count: 4 }]);
    await client.close();
  });
});
