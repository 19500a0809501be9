import { type SubscriptionStatus, subscriptionStatusAt } from '@shared/billing/subscription';
import { t } from '@shared/i18n';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { loadSubscriptionDates } from './subscription-dates';

/** The church's status now, computed from its dates and the injected clock (never stored). */
export async function churchSubscriptionStatus(
  db: Db,
  clock: Clock,
  churchId: number,
): Promise<SubscriptionStatus> {
  const dates = await loadSubscriptionDates(db, churchId);
  if (!dates) throw notFound(t('common:churchNotFound'));
  return subscriptionStatusAt(dates, clock.now());
}

/**
 * Cancelling stops renewal (the church stays active until its end); resuming restores it. Upserts, so a
 * church seeded without a subscription row gets one with the trial it would have had.
 */
export async function setRenewalCancelled(
  db: Db,
  clock: Clock,
  churchId: number,
  cancelled: boolean,
): Promise<SubscriptionStatus> {
  const dates = await loadSubscriptionDates(db, churchId);
  if (!dates) throw notFound(t('common:churchNotFound'));
  // In a transaction, though one statement: a request's Idempotency-Key commits with it (decision 025).
  await transaction(db, (tx) =>
    tx
      .insert(subscriptions)
      .values({
        churchId,
        trialEndsAt: dates.trialEndsAt,
        renewalCancelled: cancelled,
        updatedAt: clock.now(),
      })
      .onConflictDoUpdate({
        target: subscriptions.churchId,
        set: { renewalCancelled: cancelled, updatedAt: clock.now() },
      }),
  );
  return churchSubscriptionStatus(db, clock, churchId);
}

/** Whether the church's subscription has expired; a church that does not exist counts as expired. */
export async function subscriptionExpired(db: Db, clock: Clock, churchId: number): Promise<boolean> {
  const dates = await loadSubscriptionDates(db, churchId);
  return !dates || subscriptionStatusAt(dates, clock.now()).status === 'expired';
}
