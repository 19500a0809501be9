import { describe, expect, it } from 'vitest';
import { cachedProbe } from './db-probe';

describe('cachedProbe', () => {
  it('shares one round trip between concurrent callers and reuses a success for maxAge', async () => {
    let calls = 0;
    let clock = 0;
    const probe = cachedProbe(
      async () => {
        calls++;
      },
      1000,
      () => clock,
    );
    await Promise.all([probe(), probe(), probe()]);
    expect(calls).toBe(1);
    clock = 999;
    await probe();
    expect(calls).toBe(1);
    clock = 1000;
    await probe();
    expect(calls).toBe(2);
  });

  it('never caches a failure', async () => {
    let up = false;
    const probe = cachedProbe(
      async () => {
        if (!up) throw new Error('down');
      },
      1000,
      () => 0,
    );
    await expect(probe()).rejects.toThrow('down');
    up = true;
    await expect(probe()).resolves.toBeUndefined();
  });
});
