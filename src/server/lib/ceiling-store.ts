import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter, type Limit, type SharedStore } from './limiter';

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: unknown; url?: unknown };
};

/**
 * @fastify/rate-limit's counters kept by the same limiter as the throttles: in Redis when it is set, with
 * the configured key prefix, and in this process while Redis is away (its own Redis store would fail
 * every request, or with skipOnError count nothing).
 */
class LimiterStore implements FastifyRateLimitStore {
  constructor(
    private readonly counter: RateLimiterAbstract,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
    this.counter
      .penalty(`${this.prefix}${key}`, 1, { customDuration: Math.max(1, Math.ceil(timeWindow / 1000)) })
      .then(
        (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
        (err: Error) => callback(err),
      );
  }

  child(routeOptions: RouteOptions) {
    const route = routeOptions.routeInfo ?? {};
    return new LimiterStore(this.counter, `${this.prefix}${String(route.method)}${String(route.url)}-`);
  }
}

export function ceilingStore(store: SharedStore | undefined, limit: Limit): FastifyRateLimitStoreCtor {
  const counter = createLimiter(store, 'global', limit);
  return class extends LimiterStore {
    constructor() {
      super(counter);
    }
  };
}
