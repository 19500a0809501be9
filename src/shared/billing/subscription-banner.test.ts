import { describe, expect, it } from 'vitest';
import { GRACE_DAYS } from './subscription';
import {
  BANNER_GRACE_DAYS,
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

  describe("with the viewer's clock, the words name the calendar day the period ends", () => {
    const at = (iso: string) => ({ now: new Date(iso), timeZone: 'America/Phoenix' });
    const trial = (daysRemaining: number, subscriptionEndsAt: string) =>
      ({ status: 'trial', daysRemaining, subscriptionEndsAt }) as const;

    it('says today when the trial ends later today, though the server rounds up to 1 day', () => {
      // 15:00 in Phoenix (UTC-7), the trial ends at 20:00 the same evening.
      const shown = subscriptionBanner(trial(1, '2026-03-11T03:00:00Z'), at('2026-03-10T22:00:00Z'));
      expect(shown?.message).toContain('ends today.');
      expect(shown?.tone).toBe('red');
    });

    it("says tomorrow for an end on the next calendar day, in the viewer's zone", () => {
      // 23:00 in Phoenix; the end is 01:00 the next day there (08:00 UTC).
      const shown = subscriptionBanner(trial(1, '2026-03-11T08:00:00Z'), at('2026-03-11T06:00:00Z'));
      expect(shown?.message).toContain('ends tomorrow.');
    });

    it('counts calendar days for longer waits; showing and colour still follow daysRemaining', () => {
      const shown = subscriptionBanner(trial(6, '2026-03-16T17:00:00Z'), at('2026-03-10T19:00:00Z'));
      expect(shown?.message).toContain('ends in 6 days.');
      expect(shown?.tone).toBe('yellow');
      expect(subscriptionBanner(trial(8, '2026-03-18T17:00:00Z'), at('2026-03-10T19:00:00Z'))).toBeNull();
    });

    it('names the last day of the grace week when past due', () => {
      expect(BANNER_GRACE_DAYS).toBe(GRACE_DAYS);
      const ended = '2026-03-10T17:00:00Z';
      const shown = subscriptionBanner(
        { status: 'past_due', daysRemaining: 5, subscriptionEndsAt: ended },
        at('2026-03-12T19:00:00Z'),
      );
      expect(shown?.message).toContain('stop in 5 days');
    });

    it('falls back to daysRemaining when the end is not a date', () => {
      expect(subscriptionBanner(trial(4, 'soon'), at('2026-03-10T19:00:00Z'))?.message).toContain(
        'in 4 days',
      );
    });
  });
});
