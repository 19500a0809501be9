/**
 * A database liveness probe that load balancers may call thousands of times a second: concurrent callers
 * share one round trip, and an answer is reused for `maxAgeMs`. A failure is never cached, so recovery
 * shows on the next call.
 */
export function cachedProbe(ping: () => Promise<void>, maxAgeMs: number, now: () => number = Date.now) {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | undefined;
  return async function probe(): Promise<void> {
    if (now() - checkedAt < maxAgeMs) return;
    inFlight ??= ping()
      .then(() => {
        checkedAt = now();
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}
