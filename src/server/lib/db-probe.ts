/**
 * A database liveness probe that load balancers may call thousands of times a second: concurrent callers
 * share one round trip, and an answer is reused for `maxAgeMs`. A failure is never cached, so recovery
 * shows on the next call. `fresh()` says, without a promise, whether a success is still being reused:
 * health then answers at once.
 */
export function cachedProbe(ping: () => Promise<void>, maxAgeMs: number, now: () => number = Date.now) {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | undefined;
  const fresh = () => now() - checkedAt < maxAgeMs;
  const probe = async (): Promise<void> => {
    if (fresh()) return;
    inFlight ??= ping()
      .then(() => {
        checkedAt = now();
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  return Object.assign(probe, { fresh });
}
