import {
  paidUntilAfterPayment,
  SUBSCRIPTION_AMOUNT_CENTS,
  SUBSCRIPTION_CURRENCY,
} from '@shared/billing/subscription';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, subscriptions } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import type { PaypalCapture, PaypalOrder } from '../../lib/paypal';
import { loadSubscriptionDates } from './subscription-dates';

export type CreditResult = 'credited' | 'already-credited' | 'unknown-order' | 'not-completed' | 'rejected';

/** The capture that paid an order, if PayPal completed one. */
export const completedCapture = (order: PaypalOrder): PaypalCapture | undefined =>
  order.status === 'COMPLETED' ? order.captures.find((c) => c.status === 'COMPLETED') : undefined;

const cents = (value: string) => Math.round(Number(value) * 100);

/**
 * The one path that credits a payment, used by the capture route, the webhook and the reconcile step,
 * in any order and any number of times: the payment row is locked (select ... for update), a row that
 * already has a capture id is left alone, and the subscription and the row's capture id change in the
 * same transaction. The capture id is unique, so no capture can be recorded on two rows either.
 */
export async function creditCapture(
  db: Db,
  clock: Clock,
  orderId: string,
  capture: PaypalCapture,
): Promise<CreditResult> {
  if (capture.status !== 'COMPLETED') return 'not-completed';
  try {
    return await transaction(db, async (tx) => {
      const [payment] = await tx
        .select({ id: payments.id, churchId: payments.churchId, captureId: payments.captureId })
        .from(payments)
        .where(eq(payments.paypalOrderId, orderId))
        .for('update');
      if (!payment) return 'unknown-order';
      if (payment.captureId !== null) return 'already-credited';
      const now = clock.now();
      // Only the plan's exact price credits a year; anything else is recorded and not credited.
      if (
        capture.amount.currency_code !== SUBSCRIPTION_CURRENCY ||
        cents(capture.amount.value) !== SUBSCRIPTION_AMOUNT_CENTS
      ) {
        await tx
          .update(payments)
          .set({ status: 'failed', captureId: capture.id, updatedAt: now })
          .where(eq(payments.id, payment.id));
        return 'rejected';
      }
      // Locks the subscription row too: two orders of one church credited at once add up.
      await tx
        .select({ churchId: subscriptions.churchId })
        .from(subscriptions)
        .where(eq(subscriptions.churchId, payment.churchId))
        .for('update');
      const dates = await loadSubscriptionDates(tx, payment.churchId);
      if (!dates) return 'unknown-order';
      const paidUntil = paidUntilAfterPayment(dates, now);
      await tx
        .insert(subscriptions)
        .values({ churchId: payment.churchId, trialEndsAt: dates.trialEndsAt, paidUntil, updatedAt: now })
        .onConflictDoUpdate({
          target: subscriptions.churchId,
          // Paying again asks for the subscription to continue.
          set: { paidUntil, renewalCancelled: false, updatedAt: now },
        });
      await tx
        .update(payments)
        .set({ status: 'captured', captureId: capture.id, creditedAt: now, updatedAt: now })
        .where(eq(payments.id, payment.id));
      return 'credited';
    });
  } catch (err) {
    // The capture id is already on another row: it was credited there.
    if (isUniqueViolation(err)) return 'already-credited';
    throw err;
  }
}
