import { bibleProgress, bibleProgressQuery } from '@shared/progress';
import { churchIdParams } from '@shared/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { churchBibleProgress, personalBibleProgress } from './progress.service';

const schema = { tags: ['progress'], security: sessionSecurity };

export const progressRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.get(
    '/api/progress/bible',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'The caller’s Bible map: how often each chapter was read, all time or in one year',
        description: 'Years are calendar years of the readings’ dates; without `year`, all time.',
        querystring: bibleProgressQuery,
        response: { 200: bibleProgress, ...errorResponses(400, 401) },
      },
    },
    (request) => personalBibleProgress(database.db, callerOf(request).user.id, request.query.year),
  );

  app.get(
    '/api/progress/bible/church/:churchId',
    {
      // The church's map, no person's: its church account reads it in Church Admin (decision 037).
      ...app.access('user', 'church-param', 'church-account'),
      schema: {
        ...schema,
        summary: 'A church’s Bible map: its members’ readings of its current period added up (members only)',
        params: churchIdParams,
        response: { 200: bibleProgress, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => churchBibleProgress(database.db, request.params.churchId),
  );
};
