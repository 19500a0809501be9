// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, TOAST_REMOVE_DELAY, toast } from './use-toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dismissToast();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows at most one toast: a newer one replaces the one on screen', () => {
    toast({ title: 'Login failed' });
    toast({ title: 'Profile updated', variant: 'default' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Profile updated', open: true });
  });

  it('closes a dismissed toast at once and forgets it after the removal delay', () => {
    const { id, dismiss } = toast({ title: 'Reset email sent', variant: 'destructive' });
    dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false, variant: 'destructive' })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
