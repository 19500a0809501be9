import { prayerRequest, prayerResponse } from '@shared/prayers';
import { entryIdParams } from '@shared/readings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { deletePrayer, logPrayer } from './prayers.service';

const security = sessionSecurity;

export const prayersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  app.post(
    '/api/prayers',
    {
      ...app.access('user', 'own-user-id'),
      schema: {
        tags: ['prayers'],
        summary: 'Log prayer time on a date',
        description: 'prayerDate is the user’s calendar date, not after their today (their time zone).',
        security,
        body: prayerRequest,
        response: { 201: prayerResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const result = await logPrayer(database.db, clock, callerOf(request).user.id, request.body);
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/api/prayers/:id',
    {
      ...app.access('user'),
      schema: {
        tags: ['prayers'],
        summary: 'Delete one of the caller’s prayer entries; the totals follow',
        security,
        params: entryIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await deletePrayer(database.db, callerOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
