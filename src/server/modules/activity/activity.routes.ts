import { activityList, activityQuery } from '@shared/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { requestLanguage } from '../../lib/language';
import { sessionSecurity } from '../../lib/openapi';
import { recentActivity } from './activity.service';

export const activityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.get(
    '/api/activity',
    {
      ...app.access('user'),
      schema: {
        tags: ['activity'],
        summary: 'The caller’s recent readings and prayers, newest first',
        description: 'limit is 5 (default) or 100, the two page sizes of the dashboard.',
        security: sessionSecurity,
        querystring: activityQuery,
        response: { 200: activityList, ...errorResponses(400, 401) },
      },
    },
    (request) =>
      recentActivity(database.db, callerOf(request).user.id, request.query.limit, requestLanguage(request)),
  );
};
