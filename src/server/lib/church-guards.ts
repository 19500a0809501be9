import {
  CHURCH_ADMIN_REQUIRED_MESSAGE,
  CHURCH_PASSWORD_REQUIRED_MESSAGE,
  SUBSCRIPTION_EXPIRED_MESSAGE,
} from '@shared/church-admin';
import { subscriptionStatusAt } from '@shared/subscription';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import { forbidden, paymentRequired } from './errors';
import { authOf } from './guards';
import type { AuthContext } from './sessions';
import { loadSubscriptionDates } from './subscription-dates';
import { NO_CHURCH_MESSAGE } from './tracking-guards';

/*
 * Guards of the church admin panel, used after requireUser as preValidation hooks. The unlock is per
 * session and per church (sessions.unlocked_church_id/unlocked_until), so it needs the injected clock:
 * the guards are made once per app with it.
 */

/** The caller's own church when this session has unlocked it and the unlock has not expired; else null. */
export function unlockedUntilOf(auth: AuthContext, now: Date): Date | null {
  const { user, unlockedChurchId, unlockedUntil } = auth;
  if (user.churchId === null || unlockedChurchId !== user.churchId || !unlockedUntil) return null;
  return unlockedUntil > now ? unlockedUntil : null;
}

export function churchGuards(clock: Clock) {
  /** The session has unlocked the caller's own church with the church password (or church login). */
  async function requireChurchUnlocked(request: FastifyRequest) {
    const auth = authOf(request);
    if (auth.user.churchId === null) throw forbidden(NO_CHURCH_MESSAGE);
    if (!unlockedUntilOf(auth, clock.now())) throw forbidden(CHURCH_PASSWORD_REQUIRED_MESSAGE);
  }

  /** Unlocked, and the caller is an administrator of the church. */
  async function requireChurchAdmin(request: FastifyRequest) {
    await requireChurchUnlocked(request);
    if (!authOf(request).user.isChurchAdmin) throw forbidden(CHURCH_ADMIN_REQUIRED_MESSAGE);
  }

  return { requireChurchUnlocked, requireChurchAdmin };
}

/**
 * Church analytics and church reports need a subscription that has not expired (members keep tracking
 * whatever the status). For routes whose caller belongs to a church (after requireChurch or an unlock guard).
 */
export function subscriptionGuard(db: Db, clock: Clock) {
  return async function requireLiveSubscription(request: FastifyRequest) {
    const churchId = authOf(request).user.churchId;
    if (churchId === null) throw forbidden(NO_CHURCH_MESSAGE);
    const dates = await loadSubscriptionDates(db, churchId);
    if (!dates || subscriptionStatusAt(dates, clock.now()).status === 'expired') {
      throw paymentRequired(SUBSCRIPTION_EXPIRED_MESSAGE);
    }
  };
}
