import { z } from 'zod';
import { CHURCH_PLAN } from './site-facts';

/** The plan's figures as billing charges them (99.00 USD a year, 30-day trial). */
export const SUBSCRIPTION_AMOUNT = CHURCH_PLAN.pricePerYearUsd.toFixed(2);
export const SUBSCRIPTION_AMOUNT_CENTS = CHURCH_PLAN.pricePerYearUsd * 100;
export const SUBSCRIPTION_CURRENCY = 'USD';
export const TRIAL_DAYS = CHURCH_PLAN.trialDays;
/** After the paid (or trial) end, the church is past_due this many days, then expired. */
export const GRACE_DAYS = 7;

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'expired'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATUSES)[number];

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
