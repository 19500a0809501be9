import { AsyncLocalStorage } from 'node:async_hooks';
import { IDEMPOTENCY_KEY_IN_USE_CODE } from '@shared/errors';
import { t } from '@shared/i18n';
import { sql } from 'drizzle-orm';
import { HttpError } from '../lib/errors';
import type { Db } from './driver';
import { idempotencyKeys as keys } from './schema';
import { bare, bareList } from './sql-names';
import { param, preparedStatement } from './statement';

/**
 * The Idempotency-Key of the request being handled (decision 025), set by lib/idempotency.ts around a
 * keyed route's handler. The first top-level transaction() of the request inserts it before its work, so
 * the key commits or rolls back with the write itself, whatever engine, crash or race: exactly once.
 */
export interface KeyClaim {
  userId: number;
  key: string;
  fingerprint: string;
  /** The injected clock's now, when the claim is made. */
  now: () => Date;
  /** open: no transaction has claimed it yet; claiming: one is running; claimed: one committed. */
  state: 'open' | 'claiming' | 'claimed';
  /** The handler has returned: work it left running (a background mail) claims nothing. */
  closed?: boolean;
}

export const keyClaims = new AsyncLocalStorage<KeyClaim>();

/** The claim a top-level transaction must insert, if it runs for a keyed request that has none yet. */
export function openClaim(): KeyClaim | undefined {
  const claim = keyClaims.getStore();
  return claim?.state === 'open' && !claim.closed ? claim : undefined;
}

const insertClaim = preparedStatement<{ user_id: number }>(
  'idempotency_claim',
  sql`insert into ${keys} (${bareList([keys.userId, keys.key, keys.fingerprint, keys.createdAt])})
      values (${param('user', 'int')}, ${param('key', 'text')}, ${param('fingerprint', 'text')}, ${param('at', 'timestamptz')})
      on conflict (${bareList([keys.userId, keys.key])}) do nothing
      returning ${bare(keys.userId)}`,
);

/** Seconds a duplicate should wait before asking again while the first request is still running. */
const IN_FLIGHT_RETRY_AFTER = '1';

/** 409: another request with the same key got there first; the client asks again later (and is replayed). */
export const keyInUse = () =>
  new HttpError(
    409,
    t('common:idempotencyKeyInUse'),
    undefined,
    { 'retry-after': IN_FLIGHT_RETRY_AFTER },
    IDEMPOTENCY_KEY_IN_USE_CODE,
  );

/**
 * Inserts the key inside the transaction `tx`. When a row is there already (a duplicate committed first,
 * or it is committing: PostgreSQL waits for it), throws 409 so that this duplicate's work rolls back.
 */
export async function claimKey(tx: Db, claim: KeyClaim): Promise<void> {
  const rows = await insertClaim(tx, {
    user: claim.userId,
    key: claim.key,
    fingerprint: claim.fingerprint,
    at: claim.now(),
  });
  if (rows.length === 0) throw keyInUse();
}
