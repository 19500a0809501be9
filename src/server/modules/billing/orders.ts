import { PAYMENTS_NOT_CONFIGURED_MESSAGE, PAYPAL_UNREACHABLE_MESSAGE } from '@shared/billing/paypal';
import {
  SUBSCRIPTION_AMOUNT,
  SUBSCRIPTION_AMOUNT_CENTS,
  SUBSCRIPTION_CURRENCY,
} from '@shared/billing/subscription';
import { t } from '@shared/i18n';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { churches, payments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badGateway, notFound, serviceUnavailable } from '../../lib/errors';
import { type PaypalClient, PaypalError } from '../../lib/paypal';
import { RECONCILE_AFTER_MS, reconcileOrder } from './reconcile';

/** A pending order is offered again for this long; after that a new one replaces it. */
const ORDER_REUSE_MS = 3 * 60 * 60_000;

const pendingOf = (db: Db, churchId: number) =>
  db
    .select({ orderId: payments.paypalOrderId, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.churchId, churchId), eq(payments.status, 'created')))
    .limit(1);

/**
 * The church's one pending order for a year of the plan (99.00 USD, CAPTURE: decided here, whatever the
 * client sent). A pending order is reused for ORDER_REUSE_MS, after checking at PayPal (once it is a
 * minute old) that it was not paid meanwhile. Otherwise PayPal creates one under an idempotency key
 * derived from the church's payment rows, so a retry after a lost answer gets the same order back, and
 * two concurrent requests end with one row (the partial unique index allows one pending order).
 */
export async function pendingOrder(
  db: Db,
  paypal: PaypalClient,
  clock: Clock,
  log: Pick<FastifyBaseLogger, 'warn'>,
  churchId: number,
): Promise<string> {
  if (!paypal.configured) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED_MESSAGE);
  const [existing] = await pendingOf(db, churchId);
  if (existing) {
    const age = clock.now().getTime() - existing.createdAt.getTime();
    if (age < RECONCILE_AFTER_MS) return existing.orderId;
    // Settle it first: it may have been paid (then a new order is for another year).
    let result: Awaited<ReturnType<typeof reconcileOrder>>;
    try {
      result = await reconcileOrder(db, paypal, clock, existing.orderId);
    } catch (err) {
      log.warn({ err, orderId: existing.orderId }, 'could not look up the pending order; offering it again');
      return existing.orderId;
    }
    if (result === 'pending') {
      if (age < ORDER_REUSE_MS) return existing.orderId;
      await db
        .update(payments)
        .set({ status: 'voided', updatedAt: clock.now() })
        .where(and(eq(payments.paypalOrderId, existing.orderId), eq(payments.status, 'created')));
    }
  }

  const [church] = await db
    .select({ createdAt: churches.createdAt, rows: count(payments.id) })
    .from(churches)
    .leftJoin(payments, eq(payments.churchId, churches.id))
    .where(eq(churches.id, churchId))
    .groupBy(churches.id);
  if (!church) throw notFound(t('common:churchNotFound'));
  let order: Awaited<ReturnType<PaypalClient['createOrder']>>;
  try {
    order = await paypal.createOrder({
      requestId: `lampstand-order-${churchId}-${church.createdAt.getTime()}-${church.rows}`,
      referenceId: `church-${churchId}`,
      description: t('billing:orderDescription'),
      amount: SUBSCRIPTION_AMOUNT,
      currency: SUBSCRIPTION_CURRENCY,
    });
  } catch (err) {
    if (err instanceof PaypalError) throw badGateway(PAYPAL_UNREACHABLE_MESSAGE);
    throw err;
  }
  const now = clock.now();
  await db
    .insert(payments)
    .values({
      churchId,
      paypalOrderId: order.id,
      status: 'created',
      amountCents: SUBSCRIPTION_AMOUNT_CENTS,
      currency: SUBSCRIPTION_CURRENCY,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [pending] = await pendingOf(db, churchId);
  return pending?.orderId ?? order.id;
}
