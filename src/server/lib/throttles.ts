import { consumeOrRefuse, createLimiter, type Limit, type SharedStore } from './limiter';
import { createSignInGuard, type SignInGuard } from './sign-in-guard';

/*
 * Credential endpoints are throttled per account tightly (guessing one password) and per network address
 * loosely: a congregation of a few hundred people behind one church Wi-Fi address must still get in.
 * The sign-in rule itself (per account and address, a growing per-account delay, known addresses) is in
 * sign-in-guard.ts and docs/decisions/004-throttling.md.
 */
const LIMITS = {
  loginAddress: { points: 600, duration: 15 * 60 },
  loginAccountAddress: { points: 10, duration: 15 * 60 },
  loginAccount: { points: 10, duration: 60 * 60, firstDelay: 1 },
  resetAccount: { points: 3, duration: 60 * 60 },
  resetAddress: { points: 300, duration: 60 * 60 },
  registerAddress: { points: 600, duration: 60 * 60 },
  // The e-mails' unsubscribe links take no session: a bound on guessing tokens, loose for shared addresses.
  unsubscribeAddress: { points: 300, duration: 60 * 60 },
  churchPasswordAddress: { points: 600, duration: 15 * 60 },
  churchPasswordAccountAddress: { points: 10, duration: 15 * 60 },
  churchPasswordAccount: { points: 10, duration: 60 * 60, firstDelay: 1 },
  // Reads drawn afresh on each request, bounded per person (a church's card per church) far above use: an
  // export is seconds of work on a long history, a year card about 0.1 s of drawing (decision 004).
  exportAccount: { points: 30, duration: 60 * 60 },
  cardAccount: { points: 300, duration: 60 * 60 },
  // Confirmation codes (decision 037): each dies after 5 wrong tries, so 10 an hour bound guessing a
  // 6-digit code to 50 tries an hour, each batch mailed to the account's owner.
  confirmationCodeAccount: { points: 10, duration: 60 * 60 },
} satisfies Record<string, Limit & { firstDelay?: number }>;

type ThrottleName = keyof typeof LIMITS;
type GuardName = 'login' | 'churchPassword';
type SimpleName = Exclude<ThrottleName, `${GuardName}${string}`>;

interface Throttle {
  /** Counts one attempt; throws 429 with Retry-After when the key is over its limit. */
  consume(key: string): Promise<void>;
}

export type Throttles = Record<SimpleName, Throttle> & Record<GuardName, SignInGuard>;

export type ThrottleLimits = Partial<{ [N in ThrottleName]: (typeof LIMITS)[N] }>;

/**
 * `store` shares the counters through Redis (REDIS_URL, REDIS_KEY_PREFIX); without it they live in this
 * process. `limits` overrides the defaults (tests use small limits to reach them quickly).
 */
export function createThrottles(store?: SharedStore, limits: ThrottleLimits = {}): Throttles {
  const all = { ...LIMITS, ...limits };
  const limiter = (name: string, limit: Limit) => createLimiter(store, name, limit);
  const simple = (name: SimpleName): Throttle => {
    const counter = limiter(name, all[name]);
    return {
      async consume(key) {
        await consumeOrRefuse(counter, key.toLowerCase());
      },
    };
  };
  const guard = (name: GuardName) =>
    createSignInGuard(limiter, name, {
      address: all[`${name}Address`],
      accountAddress: all[`${name}AccountAddress`],
      account: all[`${name}Account`],
    });
  return {
    resetAccount: simple('resetAccount'),
    resetAddress: simple('resetAddress'),
    registerAddress: simple('registerAddress'),
    unsubscribeAddress: simple('unsubscribeAddress'),
    exportAccount: simple('exportAccount'),
    cardAccount: simple('cardAccount'),
    confirmationCodeAccount: simple('confirmationCodeAccount'),
    login: guard('login'),
    churchPassword: guard('churchPassword'),
  };
}
