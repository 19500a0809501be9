import {
  adminStatusResponse,
  verifyChurchPasswordRequest,
  verifyChurchPasswordResponse,
} from '@shared/church-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf, churchIdOf, unlockedUntilOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { adminStatus, verifyChurchPassword } from './gate.service';

/** The admin panel's gate: any member of a church, unlocked or not. */
export const churchGateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database, clock, config, throttles } = deps;
  const schema = { tags: ['church-admin'], security: sessionSecurity };

  app.post(
    '/api/church/verify-password',
    {
      ...app.access('user', 'church', 'church-account'),
      schema: {
        ...schema,
        summary: "Unlock the admin panel for this session with the church password (the caller's church)",
        description:
          'Right: { success: true, unlockedUntil }. Wrong: 200 { success: false, message }. Throttled like sign-in: per member and address, per member with a growing delay, per address.',
        body: verifyChurchPasswordRequest,
        response: { 200: verifyChurchPasswordResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const auth = callerOf(request);
      const account = `${auth.user.id}:${auth.user.churchId}`;
      // The same rule as sign-in (decision 004), with the member in this church as the account.
      const attempt = await throttles.churchPassword.attempt(account, request.ip);
      const result = await verifyChurchPassword(
        database.db,
        { clock, unlockMinutes: config.CHURCH_UNLOCK_MINUTES },
        { userId: auth.user.id, churchId: churchIdOf(request), sessionId: auth.sessionId },
        request.body.password,
      );
      if (result.success) await attempt.succeeded();
      return result;
    },
  );

  app.get(
    '/api/church/admin-status',
    {
      ...app.access('user', 'church', 'church-account'),
      schema: {
        ...schema,
        summary:
          'Whether this session has unlocked the admin panel (until when), and whether the caller administers',
        response: { 200: adminStatusResponse, ...errorResponses(401, 403) },
      },
    },
    (request) => {
      const caller = callerOf(request);
      return adminStatus(unlockedUntilOf(caller, clock.now()), caller.user.isChurchAdmin);
    },
  );
};
