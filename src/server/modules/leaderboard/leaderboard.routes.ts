import { CONSISTENCY_DAYS, consistencyBoard, LEADERBOARD_SIZE, leaderboard } from '@shared/leaderboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { churchConsistencyBoard } from './consistency.service';
import { churchLeaderboard } from './leaderboard.service';

export const leaderboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  app.get(
    '/api/leaderboard',
    {
      ...app.access('user', 'church'),
      schema: {
        tags: ['leaderboard'],
        summary: 'The caller’s church: top members of the last 7 days by chapters and by prayer minutes',
        description:
          `At most ${LEADERBOARD_SIZE} each; members who opted out show as "Anonymous member" ` +
          "with `anonymous: true` (the app shows it in the reader's language); " +
          'members hidden from the boards are not listed (their figures still count in church totals).',
        security: sessionSecurity,
        response: { 200: leaderboard, ...errorResponses(401, 403) },
      },
    },
    (request) => churchLeaderboard(database.db, clock, callerOf(request).user.id),
  );

  app.get(
    '/api/leaderboard/consistency',
    {
      ...app.access('user', 'church'),
      schema: {
        tags: ['leaderboard'],
        summary: `The caller’s church: members by days with any reading or prayer in the last ${CONSISTENCY_DAYS} days`,
        description:
          `The caller's last ${CONSISTENCY_DAYS} calendar days, today included, from the daily rollups. ` +
          `The first ${LEADERBOARD_SIZE} places and the caller's own; equal days share a rank, ordered by the ` +
          'shown name. Members who opted out show as "Anonymous member" with `anonymous: true`; members ' +
          'hidden from the boards are ' +
          'not listed (decision 021).',
        security: sessionSecurity,
        response: { 200: consistencyBoard, ...errorResponses(401, 403) },
      },
    },
    (request) => churchConsistencyBoard(database.db, clock, callerOf(request).user.id),
  );
};
