import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors';
import { authOf } from './guards';

/*
 * Guards of the tracking routes (readings, prayers, statistics), used after requireUser. Like the others,
 * they run before validation (preValidation) unless they need a validated parameter (preHandler).
 */

export const NOT_YOURSELF_MESSAGE = 'You can only log entries for yourself';
export const NO_CHURCH_MESSAGE = 'Join a church to see this';
export const NOT_A_MEMBER_MESSAGE = 'Only members of this church can see its statistics';

/** The spec's payloads carry a userId: when present it must be the caller's own. */
export async function requireOwnUserId(request: FastifyRequest) {
  const body = request.body as { userId?: unknown } | null | undefined;
  const userId = body && typeof body === 'object' ? body.userId : undefined;
  if (userId !== undefined && userId !== null && userId !== authOf(request).user.id) {
    throw forbidden(NOT_YOURSELF_MESSAGE);
  }
}

/** Church-scoped views (leaderboard, church report) need the caller to belong to a church. */
export async function requireChurch(request: FastifyRequest) {
  if (authOf(request).user.churchId === null) throw forbidden(NO_CHURCH_MESSAGE);
}

/** preHandler: the validated `churchId` parameter must be the caller's church. */
export async function requireChurchMember(request: FastifyRequest) {
  const { churchId } = request.params as { churchId: number };
  if (authOf(request).user.churchId !== churchId) throw forbidden(NOT_A_MEMBER_MESSAGE);
}
