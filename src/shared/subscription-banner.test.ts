import { describe, expect, it } from 'vitest';
import {
  SUBSCRIBE_NOW_LABEL,
  subscriptionBanner,
  TRIAL_URGENT_DAYS,
  TRIAL_WARNING_DAYS,
  UPDATE_PAYMENT_LABEL,
} from './subscription-banner';

const banner = (status: string, daysRemaining: number) => subscriptionBanner({ status, daysRemaining });

describe('subscriptionBanner', () => {
  it('stays hidden for an active church and for a trial with more than 7 days left', () => {
    expect(banner('active', 200)).toBeNull();
    expect(banner('active', 0)).toBeNull();
    expect(banner('trial', 30)).toBeNull();
    expect(banner('trial', TRIAL_WARNING_DAYS + 1)).toBeNull();
  });

  it('stays hidden for a status it does not know', () => {
    expect(banner('suspended', 0)).toBeNull();
    expect(banner('', 3)).toBeNull();
  });

  it('warns in yellow from 7 days down to 4, in red from 3 days', () => {
    for (let days = 0; days <= TRIAL_WARNING_DAYS; days++) {
      expect(banner('trial', days)?.tone, `${days} days`).toBe(days <= TRIAL_URGENT_DAYS ? 'red' : 'yellow');
    }
    expect(banner('trial', 7)?.tone).toBe('yellow');
    expect(banner('trial', 4)?.tone).toBe('yellow');
    expect(banner('trial', 3)?.tone).toBe('red');
  });

  it('says today, tomorrow or in N days', () => {
    expect(banner('trial', 0)?.message).toContain('free trial ends today.');
    expect(banner('trial', 1)?.message).toContain('free trial ends tomorrow.');
    expect(banner('trial', 5)?.message).toContain('free trial ends in 5 days.');
    expect(banner('trial', 2)?.message).toContain('free trial ends in 2 days.');
  });

  it('treats a negative count as today', () => {
    expect(banner('trial', -1)?.message).toContain('ends today.');
  });

  it('offers Subscribe Now for a trial or an expired church and Update Payment when past due', () => {
    expect(banner('trial', 6)?.action).toBe(SUBSCRIBE_NOW_LABEL);
    expect(banner('expired', 0)?.action).toBe(SUBSCRIBE_NOW_LABEL);
    expect(banner('past_due', 4)?.action).toBe(UPDATE_PAYMENT_LABEL);
    expect(SUBSCRIBE_NOW_LABEL).toBe('Subscribe Now - $99/year');
    expect(UPDATE_PAYMENT_LABEL).toBe('Update Payment');
  });

  it('shows expired and past_due in red, whatever the days', () => {
    expect(banner('expired', 0)).toMatchObject({ tone: 'red', title: 'Subscription expired' });
    expect(banner('past_due', 7)).toMatchObject({ tone: 'red', title: 'Payment past due' });
    expect(banner('past_due', 1)?.message).toContain('stop tomorrow');
  });

  it('always links to /church-admin', () => {
    for (const [status, days] of [
      ['trial', 2],
      ['expired', 0],
      ['past_due', 3],
    ] as const) {
      expect(banner(status, days)?.href).toBe('/church-admin');
    }
  });
});
