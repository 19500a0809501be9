import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { type PaypalClient, PaypalError } from '../../lib/paypal';
import { captureAtPaypal } from './capture-key';
import { type CreditResult, completedCapture, creditCapture } from './credit';

/** A pending order is looked up at PayPal once it is this old, and then at most this often. */
export const RECONCILE_AFTER_MS = 60_000;
/** Start-up looks at this many pending orders at most (the newest first). */
const STARTUP_LIMIT = 1000;

export type ReconcileResult = CreditResult | 'pending' | 'voided';

/**
 * Settles one order from PayPal's view of it: a completed capture is credited (the once-only path); an
 * order the buyer approved but nobody captured (the capture call never reached PayPal) is captured now,
 * with the route's current idempotency key; an order PayPal no longer knows or voided is marked voided.
 */
export async function reconcileOrder(
  db: Db,
  paypal: PaypalClient,
  clock: Clock,
  orderId: string,
): Promise<ReconcileResult> {
  let order: Awaited<ReturnType<PaypalClient['getOrder']>>;
  try {
    order = await paypal.getOrder(orderId);
  } catch (err) {
    if (err instanceof PaypalError && err.status === 404) {
      await markVoided(db, clock, orderId);
      return 'voided';
    }
    throw err;
  }
  if (order.status === 'APPROVED') order = await captureAtPaypal(db, paypal, orderId);
  const capture = completedCapture(order);
  if (capture) return creditCapture(db, clock, orderId, capture);
  if (order.status === 'VOIDED') {
    await markVoided(db, clock, orderId);
    return 'voided';
  }
  return 'pending';
}

async function markVoided(db: Db, clock: Clock, orderId: string) {
  await db
    .update(payments)
    .set({ status: 'voided', updatedAt: clock.now() })
    .where(and(eq(payments.paypalOrderId, orderId), eq(payments.status, 'created')));
}

/**
 * Pending orders older than a minute (of one church, or of all), each looked up at most once a minute
 * (claimed by stamping reconciled_at first, so concurrent runs do not all call PayPal). Run in the
 * background every minute by the server (startPaymentReconciler), never on a request's path. Failures
 * are logged and left for the next run.
 */
export async function reconcileDue(
  db: Db,
  paypal: PaypalClient,
  clock: Clock,
  log: Pick<FastifyBaseLogger, 'warn'>,
  churchId?: number,
): Promise<void> {
  if (!paypal.configured) return;
  const now = clock.now();
  const before = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const claimed = await db
    .update(payments)
    .set({ reconciledAt: now })
    .where(
      and(
        churchId === undefined ? undefined : eq(payments.churchId, churchId),
        eq(payments.status, 'created'),
        lt(payments.createdAt, before),
        or(isNull(payments.reconciledAt), lt(payments.reconciledAt, before)),
      ),
    )
    .returning({ orderId: payments.paypalOrderId });
  for (const { orderId } of claimed) {
    try {
      await reconcileOrder(db, paypal, clock, orderId);
    } catch (err) {
      log.warn({ err, orderId }, 'payment reconcile failed; retried on a later run');
    }
  }
}

/**
 * Every minute, the due pending orders of every church (reconcileDue), as background work the server's
 * shutdown waits for. Answers the function that stops it. With several server processes each runs it;
 * the claim keeps them from looking up one order twice in a minute.
 */
export function startPaymentReconciler(
  background: { run(name: string, work: () => Promise<unknown>): void },
  run: () => Promise<void>,
): () => void {
  const timer = setInterval(() => background.run('payment reconcile', run), RECONCILE_AFTER_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * At start-up: every pending order, however young (a capture may have completed just before a crash).
 * Answers how each ended, for the log.
 */
export async function reconcilePendingPayments(
  db: Db,
  paypal: PaypalClient,
  clock: Clock,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Record<string, number>> {
  const tally: Record<string, number> = {};
  if (!paypal.configured) return tally;
  const pending = await db
    .select({ orderId: payments.paypalOrderId })
    .from(payments)
    .where(eq(payments.status, 'created'))
    .orderBy(desc(payments.createdAt))
    .limit(STARTUP_LIMIT);
  for (const { orderId } of pending) {
    let result: ReconcileResult | 'failed';
    try {
      result = await reconcileOrder(db, paypal, clock, orderId);
      await db.update(payments).set({ reconciledAt: clock.now() }).where(eq(payments.paypalOrderId, orderId));
    } catch (err) {
      log.warn({ err, orderId }, 'payment reconcile failed at start-up');
      result = 'failed';
    }
    tally[result] = (tally[result] ?? 0) + 1;
  }
  return tally;
}
