/*
 * The dashboard's subscription banner (spec §4): which state shows it, its colour, message and button.
 * Type-only imports: the dashboard imports this rule, and Zod must not come with it.
 */
import type { SubscriptionStatus } from './subscription';

/** Trial warning thresholds of spec §9. */
export const TRIAL_WARNING_DAYS = 7;
export const TRIAL_URGENT_DAYS = 3;

export const SUBSCRIBE_NOW_LABEL = 'Subscribe Now - $99/year';
export const UPDATE_PAYMENT_LABEL = 'Update Payment';
export const BANNER_TARGET = '/church-admin';

export type BannerTone = 'red' | 'yellow';

export interface SubscriptionBanner {
  tone: BannerTone;
  title: string;
  message: string;
  action: typeof SUBSCRIBE_NOW_LABEL | typeof UPDATE_PAYMENT_LABEL;
  href: typeof BANNER_TARGET;
}

/** 'today', 'tomorrow' or 'in N days'. */
function when(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

/**
 * null when no banner shows: an active church, a trial with more than 7 days left, or a status this
 * client does not know (spec: "others shown as unknown", which the billing card does, not the banner).
 */
export function subscriptionBanner(
  subscription: Pick<SubscriptionStatus, 'daysRemaining'> & { status: string },
): SubscriptionBanner | null {
  const days = Math.max(0, Math.trunc(subscription.daysRemaining));
  switch (subscription.status) {
    case 'trial':
      if (days > TRIAL_WARNING_DAYS) return null;
      return {
        tone: days <= TRIAL_URGENT_DAYS ? 'red' : 'yellow',
        title: 'Free trial ending soon',
        message: `Your church's free trial ends ${when(days)}. Subscribe to keep church analytics and reports.`,
        action: SUBSCRIBE_NOW_LABEL,
        href: BANNER_TARGET,
      };
    case 'expired':
      return {
        tone: 'red',
        title: 'Subscription expired',
        message:
          "Your church's subscription has expired. Members keep tracking, but church analytics and reports need an active subscription.",
        action: SUBSCRIBE_NOW_LABEL,
        href: BANNER_TARGET,
      };
    case 'past_due':
      return {
        tone: 'red',
        title: 'Payment past due',
        message: `Your church's subscription payment is past due. Church analytics and reports stop ${when(days)} unless the payment is made.`,
        action: UPDATE_PAYMENT_LABEL,
        href: BANNER_TARGET,
      };
    default:
      return null;
  }
}
