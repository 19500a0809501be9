import { ADMIN_MUST_HAND_OVER_MESSAGE } from '@shared/account-deletion';
import {
  CHURCH_ADMIN_REQUIRED_MESSAGE,
  CHURCH_PASSWORD_REQUIRED_MESSAGE,
  SUBSCRIPTION_EXPIRED_MESSAGE,
} from '@shared/church-admin';
import { HANDOVER_NOT_YOURS_MESSAGE } from '@shared/church-handover';
import { CHURCH_ACCOUNT_ONLY_MESSAGE } from '@shared/confirmations';
import { t } from '@shared/i18n';
import type { FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import { forbidden, paymentRequired, unauthorized } from './errors';
import type { AuthContext } from './sessions';

/*
 * Every guard of the API, in one place. Routes never list them: `app.access(kind, ...requirements)`
 * (./access.ts) chooses them from the route's declared access. Authorisation lives here, never inside a
 * service. Guards run before validation (preValidation, so 401 and 403 come before 400) unless they need
 * a validated parameter (preHandler).
 */

export const NOT_YOURSELF_MESSAGE = t('common:notYourself');
export const NO_CHURCH_MESSAGE = t('common:noChurch');
export const NOT_A_MEMBER_MESSAGE = t('common:notAMember');

export type Guard = (request: FastifyRequest) => Promise<void>;

/** The signed-in caller, typed as present (for routes whose access is not public). */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The caller's church, for routes whose access or requirements guarantee one. */
export function churchIdOf(request: FastifyRequest): number {
  const { churchId } = callerOf(request);
  if (churchId === null) throw forbidden(NO_CHURCH_MESSAGE);
  return churchId;
}

export const requireUser: Guard = async (request) => {
  callerOf(request);
};

/**
 * A person, not a church's own account (decision 037): the church account holds no personal data, so every
 * route of the `user` kind refuses it unless the route says the church account may call it.
 */
export const requirePerson: Guard = async (request) => {
  if (callerOf(request).isChurchAccount) throw forbidden(CHURCH_ACCOUNT_ONLY_MESSAGE, 'church_account');
};

/** The spec's payloads carry a userId: when present it must be the caller's own. */
export const requireOwnUserId: Guard = async (request) => {
  const body = request.body as { userId?: unknown } | null | undefined;
  const userId = body && typeof body === 'object' ? body.userId : undefined;
  if (userId !== undefined && userId !== null && userId !== callerOf(request).user.id) {
    throw forbidden(NOT_YOURSELF_MESSAGE);
  }
};

/** Church-scoped views (leaderboard, church report) need the caller to belong to a church. */
export const requireChurch: Guard = async (request) => {
  churchIdOf(request);
};

/**
 * Deleting an account: a church's administrator first deletes the church or hands its administration to
 * another member, so that no church is left without one (decision 033).
 */
export const requireNotChurchAdmin: Guard = async (request) => {
  const { user } = callerOf(request);
  if (user.isChurchAdmin && user.churchId !== null) throw forbidden(ADMIN_MUST_HAND_OVER_MESSAGE);
};

/**
 * preHandler: a hand-over offer is accepted only by the member it names (403 for anyone else). An unknown
 * or expired token passes: the route answers it with 400, as it does for a link already used.
 */
export function handoverMemberGuard(memberOf: (token: string) => Promise<number | null>): Guard {
  return async (request) => {
    const { token } = request.body as { token: string };
    const named = await memberOf(token);
    if (named !== null && named !== callerOf(request).user.id) throw forbidden(HANDOVER_NOT_YOURS_MESSAGE);
  };
}

/** preHandler: the validated `churchId` parameter must be the caller's church. */
export const requireChurchMember: Guard = async (request) => {
  const { churchId } = request.params as { churchId: number };
  if (callerOf(request).churchId !== churchId) throw forbidden(NOT_A_MEMBER_MESSAGE);
};

/** The caller's own church when this session has unlocked it and the unlock has not expired; else null. */
export function unlockedUntilOf(auth: AuthContext, now: Date): Date | null {
  const { churchId, unlockedChurchId, unlockedUntil } = auth;
  if (churchId === null || unlockedChurchId !== churchId || !unlockedUntil) return null;
  return unlockedUntil > now ? unlockedUntil : null;
}

/**
 * The guards that need the app's clock (the church unlock is per session and expires) or a billing
 * answer (whether the church's subscription has expired), made once per app.
 */
export function churchGuards(clock: Clock, subscriptionExpired: (churchId: number) => Promise<boolean>) {
  /** The session has unlocked the caller's own church with the church password (or church login). */
  const requireChurchUnlocked: Guard = async (request) => {
    const auth = callerOf(request);
    if (auth.churchId === null) throw forbidden(NO_CHURCH_MESSAGE);
    if (!unlockedUntilOf(auth, clock.now())) throw forbidden(CHURCH_PASSWORD_REQUIRED_MESSAGE);
  };

  /** Unlocked, and the caller is an administrator of the church. */
  const requireChurchAdmin: Guard = async (request) => {
    await requireChurchUnlocked(request);
    if (!callerOf(request).user.isChurchAdmin) throw forbidden(CHURCH_ADMIN_REQUIRED_MESSAGE);
  };

  /**
   * Church analytics and church reports need a subscription that has not expired (members keep tracking
   * whatever the status).
   */
  const requireLiveSubscription: Guard = async (request) => {
    if (await subscriptionExpired(churchIdOf(request))) throw paymentRequired(SUBSCRIPTION_EXPIRED_MESSAGE);
  };

  return { requireChurchUnlocked, requireChurchAdmin, requireLiveSubscription };
}
