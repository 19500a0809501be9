import type { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

/*
 * Credential endpoints are throttled per account tightly (guessing one password) and per network address
 * loosely: a congregation of a few hundred people behind one church Wi-Fi address must still get in.
 */
const LIMITS = {
  loginAccount: { points: 10, duration: 15 * 60 },
  loginAddress: { points: 600, duration: 15 * 60 },
  resetAccount: { points: 3, duration: 60 * 60 },
  resetAddress: { points: 300, duration: 60 * 60 },
  registerAddress: { points: 600, duration: 60 * 60 },
  churchPasswordAccount: { points: 10, duration: 15 * 60 },
  churchPasswordAddress: { points: 600, duration: 15 * 60 },
} satisfies Record<string, { points: number; duration: number }>;

export type ThrottleName = keyof typeof LIMITS;

export interface Throttle {
  /** Counts one attempt; throws 429 with Retry-After when the key is over its limit. */
  consume(key: string): Promise<void>;
  /** Forgets a key's attempts (a successful login clears that account's failures). */
  reset(key: string): Promise<void>;
}

export type Throttles = Record<ThrottleName, Throttle>;

export type ThrottleLimits = Partial<Record<ThrottleName, { points: number; duration: number }>>;

/** `limits` overrides the defaults (tests use small limits to reach them quickly). */
export function createThrottles(redis?: Redis, limits: ThrottleLimits = {}): Throttles {
  const entries = Object.entries({ ...LIMITS, ...limits }).map(([name, limit]) => {
    const options: IRateLimiterOptions = { keyPrefix: `lampstand:${name}`, ...limit };
    const limiter = redis
      ? new RateLimiterRedis({ storeClient: redis, useRedisPackage: false, ...options })
      : new RateLimiterMemory(options);
    const throttle: Throttle = {
      async consume(key) {
        try {
          await limiter.consume(key.toLowerCase());
        } catch (res) {
          if (res instanceof RateLimiterRes) throw tooManyRequests(res.msBeforeNext / 1000);
          throw res;
        }
      },
      async reset(key) {
        await limiter.delete(key.toLowerCase());
      },
    };
    return [name, throttle] as const;
  });
  return Object.fromEntries(entries) as Throttles;
}
