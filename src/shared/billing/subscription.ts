import { z } from 'zod';
import { CHURCH_PLAN } from '../site-facts';

/** The plan's figures as billing charges them (99.00 USD a year, 30-day trial). */
export const SUBSCRIPTION_AMOUNT = CHURCH_PLAN.pricePerYearUsd.toFixed(2);
export const SUBSCRIPTION_AMOUNT_CENTS = CHURCH_PLAN.pricePerYearUsd * 100;
export const SUBSCRIPTION_CURRENCY = 'USD';
export const TRIAL_DAYS = CHURCH_PLAN.trialDays;
/** After the paid (or trial) end, the church is past_due this many days, then expired. */
export const GRACE_DAYS = 7;

const SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'expired'] as const;

/**
 * GET /api/subscription/status (and the answer of cancel, resume and capture). daysRemaining: whole days
 * (rounded up) until subscriptionEndsAt; past_due: days left of the grace week; expired: 0.
 */
export const subscriptionStatus = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  daysRemaining: z.number().int(),
  /** ISO instant the trial or paid year ends (the grace week follows it). */
  subscriptionEndsAt: z.string(),
  renewalCancelled: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** POST /api/subscription/create-checkout: the church's pending PayPal order (created or reused). */
export const createCheckoutResponse = z.object({ orderId: z.string() });
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponse>;

const DAY_MS = 86_400_000;

/** What the status is computed from (the subscriptions row). */
export interface SubscriptionDates {
  trialEndsAt: Date;
  paidUntil: Date | null;
  renewalCancelled: boolean;
}

/**
 * The status at `now` (product decisions): trial until the trial ends, active until the paid end,
 * past_due for GRACE_DAYS after the end, then expired. daysRemaining counts whole days, rounded up.
 */
export function subscriptionStatusAt(dates: SubscriptionDates, now: Date): SubscriptionStatus {
  const paid = dates.paidUntil;
  const end = paid && paid > dates.trialEndsAt ? paid : dates.trialEndsAt;
  const base = { subscriptionEndsAt: end.toISOString(), renewalCancelled: dates.renewalCancelled };
  const left = end.getTime() - now.getTime();
  if (left > 0) {
    return { status: paid ? 'active' : 'trial', daysRemaining: Math.ceil(left / DAY_MS), ...base };
  }
  const graceLeft = left + GRACE_DAYS * DAY_MS;
  if (graceLeft > 0) return { status: 'past_due', daysRemaining: Math.ceil(graceLeft / DAY_MS), ...base };
  return { status: 'expired', daysRemaining: 0, ...base };
}

/** A credited payment runs one calendar year from the later of now and the current end. */
export function paidUntilAfterPayment(dates: SubscriptionDates, now: Date): Date {
  const ends = [now, dates.trialEndsAt, ...(dates.paidUntil ? [dates.paidUntil] : [])];
  const from = new Date(Math.max(...ends.map((d) => d.getTime())));
  const next = new Date(from);
  next.setUTCFullYear(from.getUTCFullYear() + 1);
  return next;
}
