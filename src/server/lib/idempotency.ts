import { IDEMPOTENCY_KEY_REUSED_CODE } from '@shared/errors';
import { t } from '@shared/i18n';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { Db } from '../db/client';
import { type KeyClaim, keyClaims, keyInUse, refuseWritesOutsideTheClaim } from '../db/idempotency-claim';
import type { Clock } from './clock';
import { badRequest, HttpError } from './errors';
import { callerOf } from './guards';
import { fingerprintOf, IDEMPOTENCY_HEADER, parseKey, REPLAYED_HEADER, takesKey } from './idempotency-key';
import { type Answer, purgeKeys, type StoredKey, storeAnswer, storedKey } from './idempotency-store';

/*
 * Idempotency-Key on every write of a signed-in caller (decision 025). After the route's guards and
 * validation, a known key answers what it answered before (422 for another request, 409 while the first
 * still runs); a new one is claimed by the request's first transaction (db/idempotency-claim.ts) and
 * its answer stored when sent. Requests without the header cost one header read and one AsyncLocalStorage
 * look-up per transaction.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's key while its answer remains to be stored. */
    idempotencyClaim: KeyClaim | null;
  }
}

/** A key claimed this long ago and still without an answer: its request ended between commit and answer. */
export const STALE_MS = 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

interface IdempotencyOptions {
  db: Db;
  clock: Clock;
  /** Outside production a keyed request that writes outside one top-level transaction() throws. */
  strict: boolean;
}

export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions) {
  const { db, clock, strict } = options;
  app.decorateRequest('idempotencyClaim', null);
  if (strict) refuseWritesOutsideTheClaim(db);
  // Must be added before the modules: onRoute only sees routes added after it.
  app.addHook('onRoute', (route) => {
    if (!takesKey(route)) return;
    route.handler = keyed(route.handler, options);
    route.onSend = [...[route.onSend ?? []].flat(), answerSaver(db)];
  });
  schedulePurge(app, db, clock);
}

function keyed(handler: RouteHandlerMethod, { db, clock, strict }: IdempotencyOptions): RouteHandlerMethod {
  async function withKey(
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
    raw: string | string[],
  ) {
    const key = parseKey(raw);
    if (key === null) {
      const message = t('common:idempotencyKeyInvalid');
      throw badRequest(message, { 'Idempotency-Key': [message] });
    }
    const claim: KeyClaim = {
      userId: callerOf(request).user.id,
      key,
      fingerprint: fingerprintOf(request),
      now: () => clock.now(),
      state: 'open',
      strict,
    };
    const stored = await storedKey(db, claim.userId, key, new Date(clock.now().getTime() - STALE_MS));
    if (stored) return replay(reply, stored, claim);
    request.idempotencyClaim = claim;
    try {
      return await keyClaims.run(claim, () => handler.call(this, request, reply));
    } finally {
      // Work the handler left running (a background mail) claims nothing.
      claim.closed = true;
    }
  }
  // Not async itself: a request without the header gets the handler's own result, with no promise added.
  return function keyedHandler(this: FastifyInstance, request, reply) {
    const raw = request.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined) return handler.call(this, request, reply);
    return withKey.call(this, request, reply, raw);
  };
}

function replay(reply: FastifyReply, stored: StoredKey, claim: KeyClaim) {
  if (stored.fingerprint !== claim.fingerprint) {
    throw new HttpError(
      422,
      t('common:idempotencyKeyReused'),
      undefined,
      undefined,
      IDEMPOTENCY_KEY_REUSED_CODE,
    );
  }
  if (stored.status === null && !stored.stale) throw keyInUse();
  reply.header(REPLAYED_HEADER, 'true');
  // No answer: the write committed and its answer was lost (the process stopped in between).
  if (stored.status === null) return reply.code(204).send();
  reply.code(stored.status);
  if (stored.contentType) reply.header('content-type', stored.contentType);
  return reply.send(stored.body ?? undefined);
}

/**
 * What is kept of an answer: one whose transaction claimed the key, unless it is a 5xx (a fault after the
 * commit: duplicates get 409 until the key is stale, then 204); a 2xx of a request that wrote nothing in a
 * transaction. An answer that sets a cookie (a new session) or whose body is not text is kept as 204,
 * so that no session token is ever stored.
 */
function answerOf(claim: KeyClaim, reply: FastifyReply, payload: unknown): Answer | null {
  const status = reply.statusCode;
  if (claim.state === 'claimed' ? status >= 500 : status < 200 || status > 299) return null;
  if (status === 204 || reply.hasHeader('set-cookie') || typeof payload !== 'string') {
    return { status: 204, contentType: null, body: null };
  }
  return { status, contentType: String(reply.getHeader('content-type') ?? ''), body: payload };
}

function answerSaver(db: Db): onSendHookHandler {
  return function saveAnswer(request, reply, payload, done) {
    const claim = request.idempotencyClaim;
    if (!claim) return done(null, payload);
    request.idempotencyClaim = null;
    const answer = answerOf(claim, reply, payload);
    if (!answer) return done(null, payload);
    // Stored before the answer leaves, so that a retry after it arrives is replayed, not told 409. It is
    // the key's own write, not the handler's (an answer sent from inside the handler arrives here too).
    keyClaims
      .exit(() => storeAnswer(db, claim, answer))
      .then(
        () => done(null, payload),
        (err: unknown) => {
          request.log.warn({ err }, 'idempotency answer not stored');
          done(null, payload);
        },
      );
  };
}

/** Keys older than 7 days are removed at start and every hour (issue 14 moves this to the job queue). */
function schedulePurge(app: FastifyInstance, db: Db, clock: Clock) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const purge = () => {
    running = purgeKeys(db, clock.now()).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'idempotency keys purged');
      },
      (err: unknown) => app.log.warn({ err }, 'idempotency keys not purged'),
    );
    return running;
  };
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(purge, PURGE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
