import {
  CHURCH_PASSWORD_CHANGED_MESSAGE,
  churchAnalytics,
  churchPasswordChangeRequest,
  churchSettings,
  churchSettingsUpdate,
  idParams,
  yearEndResetMessage,
  yearEndResetResponse,
} from '@shared/church-admin';
import { confirmedRequest } from '@shared/confirmations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf, churchIdOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { churchAnalyticsOf } from './analytics.service';
import * as church from './church.service';
import { yearEndReset } from './year-end.service';

const messageResponse = z.object({ message: z.string() });

export const churchAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database, clock, throttles } = deps;
  const db = database.db;
  const schema = { tags: ['church-admin'], security: sessionSecurity };

  app.get(
    '/api/church/analytics',
    {
      ...app.access('church-unlocked', 'live-subscription'),
      schema: {
        ...schema,
        summary:
          "The church's current period: totals, last 7 days, averages, top chapters, weeks, leaderboard",
        description: '402 when the subscription has expired.',
        response: { 200: churchAnalytics, ...errorResponses(401, 402, 403) },
      },
    },
    (request) => churchAnalyticsOf(db, clock, callerOf(request).user.id),
  );

  app.get(
    '/api/church/settings',
    {
      ...app.access('church-unlocked'),
      schema: {
        ...schema,
        summary: "The church's name, city, state, e-mail (administrators only; null for others) and logo",
        response: { 200: churchSettings, ...errorResponses(401, 403) },
      },
    },
    (request) => church.churchSettings(db, churchIdOf(request), callerOf(request).user.isChurchAdmin),
  );

  app.patch(
    '/api/church/settings',
    {
      ...app.access('church-unlocked'),
      schema: {
        ...schema,
        summary: "Change the church's name, city, state and logo (an empty logo removes it)",
        body: churchSettingsUpdate,
        response: { 200: churchSettings, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => church.updateChurchSettings(db, churchIdOf(request), request.body),
  );

  app.put(
    '/api/church/password',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary:
          "Change the church password (administrator, with the code mailed to your own address: purpose 'church-password'); " +
          "other sessions lose their unlock and the church account's other sessions end",
        body: churchPasswordChangeRequest,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const auth = callerOf(request);
      const attempt = await throttles.churchPassword.attempt(
        `${auth.user.id}:${auth.user.churchId}`,
        request.ip,
      );
      await church.changeChurchPassword(
        db,
        clock,
        churchIdOf(request),
        { id: auth.user.id, email: auth.user.email, sessionId: auth.sessionId },
        request.body,
      );
      await attempt.succeeded();
      return { message: CHURCH_PASSWORD_CHANGED_MESSAGE };
    },
  );

  app.delete(
    '/api/church/:id',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary:
          "Delete the administrator's church (with the code mailed to your own address: purpose 'church-delete'); " +
          'members are detached and keep their own data',
        params: idParams,
        body: confirmedRequest,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      await church.deleteChurch(db, clock, churchIdOf(request), request.params.id, {
        id: user.id,
        email: user.email,
        confirmationCode: request.body.confirmationCode,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/year-end-reset',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary:
          'Close the period: freeze the year’s church and member reports, start a new period (deletes nothing)',
        response: { 200: yearEndResetResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const year = await yearEndReset(db, clock, callerOf(request).user.id);
      return { year, message: yearEndResetMessage(year) };
    },
  );
};
