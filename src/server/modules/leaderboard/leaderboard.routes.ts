import { LEADERBOARD_SIZE, leaderboard } from '@shared/leaderboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { churchLeaderboard } from '../tracking/leaderboard';

export const leaderboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  app.get(
    '/api/leaderboard',
    {
      ...app.access('user', 'church'),
      schema: {
        tags: ['leaderboard'],
        summary: 'The caller’s church: top members of the last 7 days by chapters and by prayer minutes',
        description: `At most ${LEADERBOARD_SIZE} each; members who opted out show as "Anonymous member".`,
        security: sessionSecurity,
        response: { 200: leaderboard, ...errorResponses(401, 403) },
      },
    },
    (request) => churchLeaderboard(database.db, clock, callerOf(request).user.id),
  );
};
