/**
 * A database liveness probe that load balancers may call thousands of times a second: concurrent callers
 * share one round trip, and an answer is reused for `maxAgeMs`. A failure is never cached, so recovery
 * shows on the next call. `fresh()` says, without a promise, whether a success is still being reused:
 * health then answers at once, with `last()`, the value that success gave (the job queue's counts).
 */
export function cachedProbe<T = void>(
  ping: () => Promise<T>,
  maxAgeMs: number,
  now: () => number = Date.now,
) {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let value: T | undefined;
  let inFlight: Promise<T> | undefined;
  const fresh = () => now() - checkedAt < maxAgeMs;
  const probe = async (): Promise<T> => {
    if (fresh()) return value as T;
    inFlight ??= ping()
      .then((answer) => {
        value = answer;
        checkedAt = now();
        return answer;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  return Object.assign(probe, { fresh, last: () => value });
}
