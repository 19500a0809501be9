import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { type PaypalClient, PaypalError, type PaypalOrder } from '../../lib/paypal';

/*
 * PayPal keeps the answer to a PayPal-Request-Id for hours and gives that same answer to every call
 * with the key, a refusal as well as a capture. So a key is reused only to retry a call whose outcome
 * is unknown (timeout, lost connection, 5xx), as PayPal's guide says; after a definite refusal (4xx:
 * ORDER_NOT_APPROVED when the capture came before the buyer's approval, INSTRUMENT_DECLINED...) the
 * next capture carries the next key, or the order could never be captured. A new key cannot capture
 * twice: PayPal captures an order once and answers ORDER_ALREADY_CAPTURED after that, and the capture
 * is then credited from PayPal's view of the order through the one crediting path (credit.ts).
 */

/** Attempt 0 keeps the key every capture carried before keys moved on. */
const captureRequestId = (orderId: string, attempt: number) =>
  attempt === 0 ? `lampstand-capture-${orderId}` : `lampstand-capture-${orderId}-${attempt}`;

/**
 * Captures the order at PayPal under its current key; a definite refusal moves the key on. A refusal
 * as not approved of an order that is approved now is stale (the answer to a capture tried before the
 * approval, given again for its key): the order is captured once more under the next key.
 */
export async function captureAtPaypal(
  db: Db,
  paypal: PaypalClient,
  orderId: string,
  again = true,
): Promise<PaypalOrder> {
  const [row] = await db
    .select({ attempt: payments.captureAttempt })
    .from(payments)
    .where(eq(payments.paypalOrderId, orderId))
    .limit(1);
  const attempt = row?.attempt ?? 0;
  try {
    return await paypal.captureOrder(orderId, captureRequestId(orderId, attempt));
  } catch (err) {
    if (!(err instanceof PaypalError) || err.failure !== 'http' || err.transient) throw err;
    // Compare-and-set: concurrent refusals of one key move it on once.
    await db
      .update(payments)
      .set({ captureAttempt: attempt + 1 })
      .where(and(eq(payments.paypalOrderId, orderId), eq(payments.captureAttempt, attempt)));
    if (again && err.issue === 'ORDER_NOT_APPROVED' && (await approvedNow(paypal, orderId))) {
      return captureAtPaypal(db, paypal, orderId, false);
    }
    throw err;
  }
}

const approvedNow = (paypal: PaypalClient, orderId: string) =>
  paypal.getOrder(orderId).then(
    (order) => order.status === 'APPROVED',
    () => false,
  );
