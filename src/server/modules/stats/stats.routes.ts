import { churchIdParams, churchStats, globalStats, userStats } from '@shared/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import * as stats from './stats.service';

const schema = { tags: ['stats'], security: sessionSecurity };

export const statsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  app.get(
    '/api/stats/user',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'The caller’s totals in their period, the last 7 days, their streak and their last 4 weeks',
        response: { 200: userStats, ...errorResponses(401) },
      },
    },
    (request) => stats.userStats(database.db, clock, callerOf(request).user.id),
  );

  app.get(
    '/api/stats/church/:churchId',
    {
      // The church's figures, no person's: its church account may read them (decision 037).
      ...app.access('user', 'church-param', 'church-account'),
      schema: {
        ...schema,
        summary: 'A church’s totals in its period and its 10 most-read chapters (its members only)',
        params: churchIdParams,
        response: { 200: churchStats, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => stats.churchStats(database.db, clock, callerOf(request).user.id, request.params.churchId),
  );

  app.get(
    '/api/stats/global',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'Everyone’s totals this calendar year (UTC), and the numbers of users and churches',
        response: { 200: globalStats, ...errorResponses(401) },
      },
    },
    () => stats.globalStats(database.db, clock),
  );
};
