import {
  MAX_PRAYER_REQUESTS_LISTED,
  prayerRequestCreate,
  prayerRequestIdParams,
  prayerRequestItem,
  prayerRequestList,
  prayerRequestUpdate,
} from '@shared/prayer-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import {
  addPrayerRequest,
  deletePrayerRequest,
  listPrayerRequests,
  setAnswered,
} from './prayer-requests.service';

const schema = { tags: ['prayer-requests'], security: sessionSecurity };

/** Private to their author: every route works on the caller's own requests only. */
export const prayerRequestsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  app.get(
    '/api/prayer-requests',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'The caller’s prayer requests, newest first',
        description: `At most ${MAX_PRAYER_REQUESTS_LISTED}.`,
        response: { 200: prayerRequestList, ...errorResponses(401) },
      },
    },
    (request) => listPrayerRequests(database.db, callerOf(request).user.id),
  );

  app.post(
    '/api/prayer-requests',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'Add a prayer request',
        body: prayerRequestCreate,
        response: { 201: prayerRequestItem, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await addPrayerRequest(
        database.db,
        clock,
        callerOf(request).user.id,
        request.body.request,
      );
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/api/prayer-requests/:id',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'Mark one of the caller’s prayer requests answered or not',
        params: prayerRequestIdParams,
        body: prayerRequestUpdate,
        response: { 200: prayerRequestItem, ...errorResponses(400, 401, 403) },
      },
    },
    (request) =>
      setAnswered(database.db, clock, callerOf(request).user.id, request.params.id, request.body.answered),
  );

  app.delete(
    '/api/prayer-requests/:id',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'Delete one of the caller’s prayer requests',
        params: prayerRequestIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await deletePrayerRequest(database.db, callerOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
