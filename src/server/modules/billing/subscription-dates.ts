import { type SubscriptionDates, TRIAL_DAYS } from '@shared/billing/subscription';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches, subscriptions } from '../../db/schema';

/**
 * The dates a church's status is computed from, or null when the church does not exist. Registration
 * always writes the subscriptions row; a church inserted without one (seeding) gets the trial from its
 * creation, as registration would have given it.
 */
export async function loadSubscriptionDates(db: Db, churchId: number): Promise<SubscriptionDates | null> {
  const [row] = await db
    .select({
      createdAt: churches.createdAt,
      trialEndsAt: subscriptions.trialEndsAt,
      paidUntil: subscriptions.paidUntil,
      renewalCancelled: subscriptions.renewalCancelled,
    })
    .from(churches)
    .leftJoin(subscriptions, eq(subscriptions.churchId, churches.id))
    .where(eq(churches.id, churchId))
    .limit(1);
  if (!row) return null;
  return {
    trialEndsAt: row.trialEndsAt ?? new Date(row.createdAt.getTime() + TRIAL_DAYS * 86_400_000),
    paidUntil: row.paidUntil,
    renewalCancelled: row.renewalCancelled ?? false,
  };
}
