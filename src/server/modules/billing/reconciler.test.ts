import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECONCILE_AFTER_MS, startPaymentReconciler } from './reconcile';

afterEach(() => {
  vi.useRealTimers();
});

describe('startPaymentReconciler', () => {
  it('runs the due reconcile every minute as background work, until stopped', async () => {
    vi.useFakeTimers();
    const names: string[] = [];
    const run = vi.fn(async () => {});
    const background = {
      run: (name: string, work: () => Promise<unknown>) => {
        names.push(name);
        void work();
      },
    };
    const stop = startPaymentReconciler(background, run);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RECONCILE_AFTER_MS * 2);
    expect(run).toHaveBeenCalledTimes(2);
    expect(names).toEqual(['payment reconcile', 'payment reconcile']);
    stop();
    await vi.advanceTimersByTimeAsync(RECONCILE_AFTER_MS * 2);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
