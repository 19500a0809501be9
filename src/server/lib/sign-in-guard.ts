import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { consumeOrRefuse, type Limit } from './limiter';

const MAX_DELAY_SECONDS = 15 * 60;
/** How long an address stays "known" for an account after a sign-in from it (below Node's timer limit). */
export const KNOWN_ADDRESS_SECONDS = 21 * 24 * 60 * 60;

interface SignInAttempt {
  /** The password was right: this address's failures are forgotten and the address becomes known. */
  succeeded(): Promise<void>;
}

export interface SignInGuard {
  /** Counts an attempt before the password is checked; throws 429 with Retry-After when it must wait. */
  attempt(account: string, address: string): Promise<SignInAttempt>;
  /** Marks an address the account has proven itself from (registration, a reset link) as known. */
  trust(account: string, address: string): Promise<void>;
}

export interface SignInLimits {
  /** Every attempt from one address, all accounts: loose (a congregation shares one address). */
  address: Limit;
  /** Every attempt on one account from one address: tight. */
  accountAddress: Limit;
  /**
   * Attempts on one account from addresses it has not signed in from: free up to `points` in `duration`,
   * then one attempt per window of `firstDelay` seconds, doubling with each attempt (at most 15 minutes).
   */
  account: Limit & { firstDelay: number };
}

type MakeLimiter = (name: string, limit: Limit) => RateLimiterAbstract;

/*
 * Guessing is slowed on every side while the owner keeps a way in (docs/decisions/004-throttling.md):
 * one address guessing one account is stopped after a few tries; many addresses guessing one account
 * share a per-account allowance, then one attempt per doubling delay. An address the account has signed
 * in from before is exempt from that per-account delay, so an attacker elsewhere cannot lock the owner out.
 */
export function createSignInGuard(make: MakeLimiter, name: string, limits: SignInLimits): SignInGuard {
  const byAddress = make(`${name}Address`, limits.address);
  const byAccountAddress = make(`${name}AccountAddress`, limits.accountAddress);
  const { firstDelay, ...accountLimit } = limits.account;
  const byAccount = make(`${name}Account`, accountLimit);
  const cooldown = make(`${name}Cooldown`, { points: 1, duration: MAX_DELAY_SECONDS });
  const known = make(`${name}Known`, { points: 1, duration: KNOWN_ADDRESS_SECONDS });
  const pairOf = (account: string, address: string) => `${account.toLowerCase()}|${address}`;
  // delete and penalty (unlike set) fall back to the per-process counter when Redis is away.
  const remember = async (pair: string) => {
    await known.delete(pair);
    await known.penalty(pair, 1, { customDuration: KNOWN_ADDRESS_SECONDS });
  };

  async function attemptsFromUnknown(account: string): Promise<number> {
    try {
      return (await byAccount.consume(account)).consumedPoints;
    } catch (res) {
      if (res instanceof RateLimiterRes) return res.consumedPoints;
      throw res;
    }
  }

  return {
    async attempt(rawAccount, address) {
      const account = rawAccount.toLowerCase();
      const pair = pairOf(account, address);
      await consumeOrRefuse(byAddress, address);
      await consumeOrRefuse(byAccountAddress, pair);
      const isKnown = (await known.get(pair)) !== null;
      if (!isKnown) {
        const n = await attemptsFromUnknown(account);
        const over = n - limits.account.points;
        // One attempt per window; the window opened by the n-th attempt lasts 2^(n - free - 1) seconds.
        if (over > 0) {
          const delay = Math.min(firstDelay * 2 ** (over - 1), MAX_DELAY_SECONDS);
          await consumeOrRefuse(cooldown, account, Math.ceil(delay));
        }
      }
      return {
        async succeeded() {
          await byAccountAddress.delete(pair);
          await remember(pair);
          // The owner's right password is not a guess: it does not count toward the account's allowance.
          if (!isKnown) await byAccount.reward(account, 1);
        },
      };
    },
    trust: (account, address) => remember(pairOf(account, address)),
  };
}
