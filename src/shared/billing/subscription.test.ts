import { describe, expect, it } from 'vitest';
import { paidUntilAfterPayment, subscriptionStatusAt } from './subscription';

const DAY = 86_400_000;
const start = new Date('2026-03-01T10:00:00Z');
const trial = { trialEndsAt: new Date(start.getTime() + 30 * DAY), paidUntil: null, renewalCancelled: false };
const at = (ms: number) => new Date(start.getTime() + ms);

describe('subscriptionStatusAt', () => {
  it.each([
    [0, 'trial', 30],
    [1, 'trial', 30],
    [29 * DAY, 'trial', 1],
    [29.5 * DAY, 'trial', 1],
    [30 * DAY - 1, 'trial', 1],
    [30 * DAY, 'past_due', 7],
    [30 * DAY + 1, 'past_due', 7],
    [36 * DAY, 'past_due', 1],
    [37 * DAY - 1, 'past_due', 1],
    [37 * DAY, 'expired', 0],
    [400 * DAY, 'expired', 0],
  ])('at +%d ms: %s with %d days left', (ms, status, days) => {
    expect(subscriptionStatusAt(trial, at(ms))).toEqual({
      status,
      daysRemaining: days,
      subscriptionEndsAt: trial.trialEndsAt.toISOString(),
      renewalCancelled: false,
    });
  });

  it('is active until the paid end, then past due and expired the same way', () => {
    const paid = { ...trial, paidUntil: new Date('2027-03-31T10:00:00Z'), renewalCancelled: true };
    expect(subscriptionStatusAt(paid, at(DAY))).toMatchObject({ status: 'active', renewalCancelled: true });
    expect(subscriptionStatusAt(paid, new Date('2027-03-30T10:00:00Z'))).toMatchObject({
      status: 'active',
      daysRemaining: 1,
      subscriptionEndsAt: '2027-03-31T10:00:00.000Z',
    });
    expect(subscriptionStatusAt(paid, new Date('2027-04-01T10:00:00Z'))).toMatchObject({
      status: 'past_due',
      daysRemaining: 6,
    });
    expect(subscriptionStatusAt(paid, new Date('2027-04-07T10:00:00Z'))).toMatchObject({ status: 'expired' });
  });
});

describe('paidUntilAfterPayment', () => {
  it('adds a year to the trial end when paid during the trial', () => {
    expect(paidUntilAfterPayment(trial, at(DAY)).toISOString()).toBe('2027-03-31T10:00:00.000Z');
  });
  it('adds a year to the paid end when paid early, and to now when paid after the end', () => {
    const paid = { ...trial, paidUntil: new Date('2027-03-31T10:00:00Z') };
    expect(paidUntilAfterPayment(paid, at(DAY)).toISOString()).toBe('2028-03-31T10:00:00.000Z');
    const late = new Date('2027-05-10T08:00:00Z');
    expect(paidUntilAfterPayment(paid, late).toISOString()).toBe('2028-05-10T08:00:00.000Z');
  });
});
