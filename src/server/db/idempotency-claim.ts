import { AsyncLocalStorage } from 'node:async_hooks';
import { IDEMPOTENCY_KEY_IN_USE_CODE } from '@shared/errors';
import { t } from '@shared/i18n';
import { sql } from 'drizzle-orm';
import { HttpError } from '../lib/errors';
import { type Db, isPostgres } from './driver';
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
  /**
   * Outside production: the rules below throw instead of trusting the handler. The key covers one
   * top-level transaction(), so a keyed request may write only inside it, once.
   */
  strict: boolean;
}

export const keyClaims = new AsyncLocalStorage<KeyClaim>();

/** The claim of the keyed request being handled, while its handler runs. */
function currentClaim(): KeyClaim | undefined {
  const claim = keyClaims.getStore();
  return claim && !claim.closed ? claim : undefined;
}

/**
 * The claim a top-level transaction must insert, if it runs for a keyed request that has none yet. A
 * second top-level transaction of the request would run without the key, so a retry would write it
 * again: outside production, that throws.
 */
export function openClaim(): KeyClaim | undefined {
  const claim = currentClaim();
  if (claim?.strict && claim.state !== 'open') {
    throw new Error(
      `a request sent with an Idempotency-Key writes in two top-level transactions (${claim.state}): ` +
        'the key covers only the first, so a retry would repeat the second; write in one transaction()',
    );
  }
  return claim?.state === 'open' ? claim : undefined;
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

const WRITE = /^\s*(insert|update|delete|merge)\b/i;
type Send = (...args: unknown[]) => Promise<unknown>;
const textOf = (statement: unknown) =>
  typeof statement === 'string' ? statement : String((statement as { text?: unknown })?.text ?? '');

/**
 * Outside production: a write sent on the app's database itself (not in a transaction()) while a keyed
 * request's handler runs throws, since it would commit without the key and be repeated by a retry.
 * Statements inside a transaction() go through its connection (node-postgres) or PGlite's transaction
 * object, which this leaves alone.
 */
export function refuseWritesOutsideTheClaim(db: Db) {
  const client = db.$client as unknown as Record<string, Send>;
  const methods = isPostgres(db.$client) ? ['query'] : ['query', 'exec'];
  for (const name of methods) {
    const send = client[name]?.bind(client);
    if (!send) continue;
    client[name] = (statement, ...rest) => {
      if (currentClaim()?.strict && WRITE.test(textOf(statement))) {
        return Promise.reject(
          new Error(
            'a request sent with an Idempotency-Key writes outside transaction(): that write would ' +
              `commit without the key, and a retry would repeat it (${textOf(statement).slice(0, 60)})`,
          ),
        );
      }
      return send(statement, ...rest);
    };
  }
}
