import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { idempotencyKeys, prayerRequests, prayers, readings } from '../../src/server/db/schema';
import type { TestApp } from './app';
import { bearer } from './factories';

/** Helpers of the Idempotency-Key tests (decision 025): keyed requests and what the database holds. */

export type Method = NonNullable<InjectOptions['method']>;

/** A request of the user's session, with an Idempotency-Key when one is given. */
export const sendKeyed = (
  t: TestApp,
  token: string,
  method: Method,
  url: string,
  payload?: object,
  key?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(payload === undefined ? {} : { payload }),
  });

/** How many rows each table of entries holds (for "nothing changed" and "stored once"). */
export async function entryCounts(t: TestApp) {
  const n = async (
    table: typeof readings | typeof prayers | typeof prayerRequests | typeof idempotencyKeys,
  ) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  return {
    readings: await n(readings),
    prayers: await n(prayers),
    prayerRequests: await n(prayerRequests),
    keys: await n(idempotencyKeys),
  };
}

/** The stored row of one person's key, if any. */
export async function keyRow(t: TestApp, userId: number, key: string) {
  const [row] = await t.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}
