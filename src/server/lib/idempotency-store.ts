import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { KeyClaim } from '../db/idempotency-claim';
import { idempotencyKeys as keys } from '../db/schema';
import { bare, bareList } from '../db/sql-names';
import { param, preparedStatement } from '../db/statement';

/* The rows of idempotency_keys other than the claim (db/idempotency-claim.ts): look-up, answer, purge. */

/** Keys are kept at least this long (product decisions), then purged. */
export const KEEP_KEYS_MS = 7 * 24 * 60 * 60_000;

export interface StoredKey {
  fingerprint: string;
  /** Claimed long enough ago that a request still running is out of the question (see STALE_MS). */
  stale: boolean;
  status: number | null;
  contentType: string | null;
  body: string | null;
}

export interface Answer {
  status: number;
  contentType: string | null;
  body: string | null;
}

const user = param('user', 'int');
const key = param('key', 'text');

const lookUp = preparedStatement<StoredKey>(
  'idempotency_look_up',
  sql`select ${bare(keys.fingerprint)} as fingerprint, ${bare(keys.createdAt)} <= ${param('staleBefore', 'timestamptz')} as stale,
        ${bare(keys.status)} as status, ${bare(keys.contentType)} as "contentType", ${bare(keys.body)} as body
      from ${keys} where ${bare(keys.userId)} = ${user} and ${bare(keys.key)} = ${key}`,
);

export async function storedKey(db: Db, userId: number, k: string, staleBefore: Date) {
  const [row] = await lookUp(db, { user: userId, key: k, staleBefore });
  return row;
}

const answer = {
  status: param('status', 'smallint'),
  contentType: param('contentType', 'text'),
  body: param('body', 'text'),
};

/** The answer of a request whose transaction claimed the key. */
const answerClaimed = preparedStatement(
  'idempotency_answer',
  sql`update ${keys} set ${bare(keys.status)} = ${answer.status}, ${bare(keys.contentType)} = ${answer.contentType},
        ${bare(keys.body)} = ${answer.body}
      where ${bare(keys.userId)} = ${user} and ${bare(keys.key)} = ${key} and ${bare(keys.status)} is null`,
);

/** The key and answer of a request that changed nothing in the database (no transaction claimed it). */
const insertAnswered = preparedStatement(
  'idempotency_insert_answered',
  sql`insert into ${keys} (${bareList([keys.userId, keys.key, keys.fingerprint, keys.createdAt, keys.status, keys.contentType, keys.body])})
      values (${user}, ${key}, ${param('fingerprint', 'text')}, ${param('at', 'timestamptz')}, ${answer.status},
              ${answer.contentType}, ${answer.body})
      on conflict (${bareList([keys.userId, keys.key])}) do nothing`,
);

export async function storeAnswer(db: Db, claim: KeyClaim, a: Answer): Promise<void> {
  const params = { user: claim.userId, key: claim.key, ...a };
  if (claim.state === 'claimed') await answerClaimed(db, params);
  else await insertAnswered(db, { ...params, fingerprint: claim.fingerprint, at: claim.now() });
}

/**
 * Forgets the stored answers of `userId` that show an entry: those whose JSON contains `shown` (jsonb
 * containment: `{ prayer: { id } }` matches a logged prayer's answer, `{ readings: [{ id }] }` a batch
 * holding that reading). Each is kept as 204 without a body, like an answer that could not be kept, so a
 * replay still writes nothing. Called in the transaction that deletes the entry (decision 025), so its
 * notes or text leave the database with it. Only JSON answers are read as JSON.
 */
export async function forgetAnswersShowing(db: Db, userId: number, shown: object): Promise<void> {
  await db
    .update(keys)
    .set({ status: 204, contentType: null, body: null })
    .where(
      and(
        eq(keys.userId, userId),
        sql`case when ${keys.contentType} like 'application/json%'
              then ${keys.body}::jsonb @> ${JSON.stringify(shown)}::jsonb else false end`,
      ),
    );
}

/** Deletes the keys older than KEEP_KEYS_MS; answers how many. */
export async function purgeKeys(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(keys)
    .where(lt(keys.createdAt, new Date(now.getTime() - KEEP_KEYS_MS)))
    .returning({ userId: keys.userId });
  return removed.length;
}
