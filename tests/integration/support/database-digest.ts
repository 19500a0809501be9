import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';

/** The rows of a raw query, whichever driver answered it. */
export const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** One hash of every row of every application table: equal before and after means nothing was written. */
export async function databaseDigest(db: Db): Promise<string> {
  const tables = rowsOf(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  ).map((r) => String(r.tablename));
  const parts = tables.map(
    (name) =>
      `select '${name}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`,
  );
  const [row] = rowsOf(
    await db.execute(
      sql.raw(
        `select string_agg(t || ':' || h, ',' order by t) as digest from (${parts.join(' union all ')}) d`,
      ),
    ),
  );
  return String(row?.digest);
}
