/*
 * The dashboard's subscription banner: which state shows it, its colour, message and button.
 * Type-only imports: the dashboard imports this rule, and Zod must not come with it.
 */
import type { i18n } from 'i18next';
import { dayIn } from '../dates';
import { t as english } from '../i18n';
import type { SubscriptionStatus } from './subscription';

/** Trial warning thresholds. */
export const TRIAL_WARNING_DAYS = 7;
export const TRIAL_URGENT_DAYS = 3;

export const SUBSCRIBE_NOW_LABEL = english('billing:banner.subscribeNow');
export const UPDATE_PAYMENT_LABEL = english('billing:banner.updatePayment');
const BANNER_TARGET = '/church-admin';

type BannerTone = 'red' | 'yellow';

export interface SubscriptionBanner {
  tone: BannerTone;
  title: string;
  message: string;
  action: string;
  href: typeof BANNER_TARGET;
}

/** The catalogue's function: the viewer's language on the client, English by default. */
type Translate = i18n['t'];

/** 'today', 'tomorrow' or 'in N days'. */
function when(t: Translate, days: number): string {
  if (days <= 0) return t('billing:banner.today');
  if (days === 1) return t('billing:banner.tomorrow');
  return t('billing:banner.inDays', { days });
}

const DAY_MS = 86_400_000;
/** GRACE_DAYS of subscription.ts (past_due lasts a week after the end), repeated here to keep Zod out. */
export const BANNER_GRACE_DAYS = 7;

/** Calendar days from `now` to `end` in the viewer's zone: 0 when the end falls today. */
function calendarDaysUntil(end: string, now: Date, timeZone: string): number | null {
  const at = new Date(end);
  if (Number.isNaN(at.getTime())) return null;
  const [from, to] = [dayIn(timeZone, now), dayIn(timeZone, at)];
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

export interface BannerClock {
  now: Date;
  /** The viewer's IANA zone: "today" is their calendar day. */
  timeZone: string;
}

/**
 * null when no banner shows: an active church, a trial with more than 7 days left, or a status this
 * client does not know (spec: "others shown as unknown", which the billing card does, not the banner).
 * Whether it shows and its colour follow the server's daysRemaining (whole days rounded up, as the
 * billing card shows them). The words name the day the period ends on the viewer's calendar when `clock`
 * is given: with 3 hours left the server says 1 day, and the trial ends today, not tomorrow.
 */
export function subscriptionBanner(
  subscription: Pick<SubscriptionStatus, 'daysRemaining'> & { status: string; subscriptionEndsAt?: string },
  clock?: BannerClock,
  t: Translate = english,
): SubscriptionBanner | null {
  const days = Math.max(0, Math.trunc(subscription.daysRemaining));
  const calendar =
    clock && subscription.subscriptionEndsAt
      ? calendarDaysUntil(subscription.subscriptionEndsAt, clock.now, clock.timeZone)
      : null;
  const trialEnds = when(t, calendar ?? days);
  const graceEnds = when(t, calendar === null ? days : calendar + BANNER_GRACE_DAYS);
  const subscribe = t('billing:banner.subscribeNow');
  switch (subscription.status) {
    case 'trial':
      if (days > TRIAL_WARNING_DAYS) return null;
      return {
        tone: days <= TRIAL_URGENT_DAYS ? 'red' : 'yellow',
        title: t('billing:banner.trialTitle'),
        message: t('billing:banner.trialMessage', { when: trialEnds }),
        action: subscribe,
        href: BANNER_TARGET,
      };
    case 'expired':
      return {
        tone: 'red',
        title: t('billing:banner.expiredTitle'),
        message: t('billing:banner.expiredMessage'),
        action: subscribe,
        href: BANNER_TARGET,
      };
    case 'past_due':
      return {
        tone: 'red',
        title: t('billing:banner.pastDueTitle'),
        message: t('billing:banner.pastDueMessage', { when: graceEnds }),
        action: t('billing:banner.updatePayment'),
        href: BANNER_TARGET,
      };
    default:
      return null;
  }
}
