import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import {
  churchGuards,
  type Guard,
  handoverMemberGuard,
  requireChurch,
  requireChurchMember,
  requireNotChurchAdmin,
  requireOwnUserId,
  requirePerson,
  requireUser,
} from './guards';

/**
 * Who may call a route. Each /api route declares it once, with `app.access(kind, ...requirements)`, which
 * gives the route both its documentation (`config.access`, read by the route-coverage test) and its
 * guards (./guards.ts).
 */
export type RouteAccess = 'public' | 'user' | 'church-unlocked' | 'church-admin' | 'webhook';

/** Checks a route adds to its kind of access. */
export type Requirement =
  /**
   * A `user` route that the church's own account may call too (decision 037): what the church account needs
   * to be signed in and to administer (its /api/me, logout, the gate, billing status, the church's goal,
   * plan, plans to choose from, and the church's own figures: its stats, Bible map and annual report).
   * Every other `user` route is personal and refuses it; `church-unlocked` and `church-admin` routes
   * administer the church and accept it.
   */
  | 'church-account'
  /** A `userId` in the body must be the caller's. */
  | 'own-user-id'
  /** The caller belongs to a church. */
  | 'church'
  /** The caller is no church's administrator (one deletes the church first: decision 033). */
  | 'not-church-admin'
  /** The `churchId` parameter is the caller's church (checked after validation). */
  | 'church-param'
  /** The caller's church's subscription has not expired (checked after validation). */
  | 'live-subscription'
  /** A live hand-over offer named by the body's `token` is the caller's (checked after validation). */
  | 'handover-member'
  /** A session whose password someone else set may call it (logout, choosing a password). */
  | 'temporary-password'
  /**
   * The route deduplicates retries by its own rules (PayPal's request ids, one pending order per church,
   * a capture credited once: decision 009) and ignores Idempotency-Key (decision 025).
   */
  | 'own-deduplication';

interface RouteAccessOptions {
  config: {
    access: RouteAccess;
    allowTemporaryPassword?: boolean;
    ownDeduplication?: boolean;
    churchAccount?: boolean;
  };
  preValidation?: Guard[];
  preHandler?: Guard[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * A session whose password was set by someone else may call this route before choosing its own
     * (logout, the password change itself). Every other route refuses it: see auth-plugin.ts.
     */
    allowTemporaryPassword?: boolean;
    /** Retries are deduplicated by the route's own rules: Idempotency-Key is ignored (lib/idempotency.ts). */
    ownDeduplication?: boolean;
    /** A `user` route that the church's own account may call (decision 037; the route table shows it). */
    churchAccount?: boolean;
  }
  interface FastifyInstance {
    /** A route's access declaration: `{ ...app.access('church-admin'), schema }`. */
    access(kind: RouteAccess, ...requirements: Requirement[]): RouteAccessOptions;
  }
}

/** What some guards ask the modules (lib does not import them). */
export interface AccessLookups {
  subscriptionExpired: (churchId: number) => Promise<boolean>;
  /** The member a live hand-over offer's token names, or null for an unknown or expired token. */
  handoverMemberOf: (token: string) => Promise<number | null>;
}

/** Decorates the app with `access`, before the modules are registered. */
export function registerAccess(app: FastifyInstance, clock: Clock, lookups: AccessLookups) {
  const church = churchGuards(clock, lookups.subscriptionExpired);
  const byKind: Record<RouteAccess, Guard[]> = {
    public: [],
    webhook: [],
    user: [requireUser],
    'church-unlocked': [requireUser, church.requireChurchUnlocked],
    'church-admin': [requireUser, church.requireChurchAdmin],
  };
  const before: Partial<Record<Requirement, Guard>> = {
    'own-user-id': requireOwnUserId,
    church: requireChurch,
    'not-church-admin': requireNotChurchAdmin,
  };
  const after: Partial<Record<Requirement, Guard>> = {
    'church-param': requireChurchMember,
    'live-subscription': church.requireLiveSubscription,
    'handover-member': handoverMemberGuard(lookups.handoverMemberOf),
  };
  app.decorate('access', (kind: RouteAccess, ...requirements: Requirement[]) => {
    const pick = (stage: Partial<Record<Requirement, Guard>>) =>
      requirements.flatMap((r) => (stage[r] ? [stage[r]] : []));
    const personal = kind === 'user' && !requirements.includes('church-account');
    const preValidation = [...byKind[kind], ...(personal ? [requirePerson] : []), ...pick(before)];
    const preHandler = pick(after);
    const options: RouteAccessOptions = { config: { access: kind } };
    if (requirements.includes('temporary-password')) options.config.allowTemporaryPassword = true;
    if (requirements.includes('own-deduplication')) options.config.ownDeduplication = true;
    if (requirements.includes('church-account')) options.config.churchAccount = true;
    if (preValidation.length > 0) options.preValidation = preValidation;
    if (preHandler.length > 0) options.preHandler = preHandler;
    return options;
  });
}
