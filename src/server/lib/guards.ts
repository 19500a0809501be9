import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';
import type { AuthContext } from './sessions';

/*
 * Named guards, used as a route's preValidation hook (so 401/403 come before 400). Authorisation lives here and in the route declaration,
 * never inside a service. The church admin guards (requireChurchUnlocked, requireChurchAdmin) are in church-guards.ts.
 */

export async function requireUser(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
}

/** For handlers behind requireUser: the authenticated context, typed as present. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
