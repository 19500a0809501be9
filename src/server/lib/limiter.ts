import type { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

const DEFAULT_KEY_PREFIX = 'lampstand:';

/** Where counters live when they are shared: a Redis client and the prefix of every key (REDIS_KEY_PREFIX). */
export interface SharedStore {
  redis: Redis;
  keyPrefix: string;
}

export interface Limit {
  points: number;
  duration: number;
}

/**
 * A counter in Redis when there is one, otherwise in this process. A Redis counter falls back to a
 * per-process one of the same limits whenever Redis is not ready or a command fails (fail open, not
 * fail closed): an outage loosens the limits to one process's worth, it never refuses or delays a request.
 */
export function createLimiter(
  store: SharedStore | undefined,
  name: string,
  limit: Limit,
): RateLimiterAbstract {
  const options: IRateLimiterOptions = {
    keyPrefix: `${store?.keyPrefix ?? DEFAULT_KEY_PREFIX}${name}`,
    ...limit,
  };
  if (!store) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: store.redis,
    useRedisPackage: false,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** Consumes a point; over the limit, 429 with Retry-After. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, duration?: number) {
  try {
    return await limiter.consume(key, 1, duration === undefined ? {} : { customDuration: duration });
  } catch (res) {
    if (res instanceof RateLimiterRes) throw tooManyRequests(res.msBeforeNext / 1000);
    throw res;
  }
}
