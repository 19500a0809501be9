import {
  NOT_YOUR_ORDER_MESSAGE,
  PAYMENT_NOT_COMPLETED_MESSAGE,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  PAYPAL_UNREACHABLE_MESSAGE,
} from '@shared/billing/paypal';
import type { SubscriptionStatus } from '@shared/billing/subscription';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badGateway, forbidden, paymentRequired, serviceUnavailable } from '../../lib/errors';
import { type PaypalClient, PaypalError, type PaypalOrder } from '../../lib/paypal';
import { churchSubscriptionStatus } from './billing.service';
import { captureAtPaypal } from './capture-key';
import { completedCapture, creditCapture } from './credit';

/**
 * Captures the buyer-approved order and credits it. The capture carries the order's idempotency key
 * (capture-key.ts), so a double click, a client retry or a retry after a lost answer captures once at
 * PayPal. When the capture call fails in any way, PayPal's view of the order decides: a capture that
 * happened although its answer was lost is credited all the same.
 */
export async function captureForChurch(
  db: Db,
  paypal: PaypalClient,
  clock: Clock,
  churchId: number,
  orderId: string,
): Promise<SubscriptionStatus> {
  const [payment] = await db
    .select({ churchId: payments.churchId, status: payments.status, captureId: payments.captureId })
    .from(payments)
    .where(eq(payments.paypalOrderId, orderId))
    .limit(1);
  // An order of another church and an unknown one answer alike.
  if (!payment || payment.churchId !== churchId) throw forbidden(NOT_YOUR_ORDER_MESSAGE);
  if (payment.captureId === null) {
    if (!paypal.configured) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED_MESSAGE);
    const order = await captureOrLookUp(db, paypal, orderId);
    const capture = completedCapture(order);
    if (!capture) throw paymentRequired(PAYMENT_NOT_COMPLETED_MESSAGE);
    const result = await creditCapture(db, clock, orderId, capture);
    if (result === 'rejected') throw paymentRequired(PAYMENT_NOT_COMPLETED_MESSAGE);
  } else if (payment.status !== 'captured') {
    throw paymentRequired(PAYMENT_NOT_COMPLETED_MESSAGE);
  }
  return churchSubscriptionStatus(db, clock, churchId);
}

async function captureOrLookUp(db: Db, paypal: PaypalClient, orderId: string): Promise<PaypalOrder> {
  let failure: PaypalError;
  try {
    return await captureAtPaypal(db, paypal, orderId);
  } catch (err) {
    if (!(err instanceof PaypalError)) throw err;
    failure = err;
  }
  let order: PaypalOrder;
  try {
    order = await paypal.getOrder(orderId);
  } catch (err) {
    if (err instanceof PaypalError) throw badGateway(PAYPAL_UNREACHABLE_MESSAGE);
    throw err;
  }
  // Approved but not captured after a failure that may pass: the client may try again.
  if (!completedCapture(order) && failure.transient && order.status === 'APPROVED') {
    throw badGateway(PAYPAL_UNREACHABLE_MESSAGE);
  }
  return order;
}
