import { entryIdParams, readingBatchRequest, readingBatchResponse, readingRequest } from '@shared/readings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { deleteReading, logReadings } from './readings.service';

const security = sessionSecurity;

export const readingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  app.post(
    '/api/readings',
    {
      ...app.access('user', 'own-user-id'),
      schema: {
        tags: ['readings'],
        summary: 'Log one chapter read on a date (the spec’s one-chapter payload)',
        description: 'readDate is the reader’s calendar date, not after their today (their time zone).',
        security,
        body: readingRequest,
        response: { 201: readingBatchResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { book, chapter, readDate } = request.body;
      const result = await logReadings(database.db, clock, callerOf(request).user.id, {
        readDate,
        chapters: [{ book, chapter }],
      });
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/api/readings/batch',
    {
      ...app.access('user', 'own-user-id'),
      schema: {
        tags: ['readings'],
        summary: 'Log several chapters read on one date: one transaction, all or nothing',
        security,
        body: readingBatchRequest,
        response: { 201: readingBatchResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const result = await logReadings(database.db, clock, callerOf(request).user.id, request.body);
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/api/readings/:id',
    {
      ...app.access('user'),
      schema: {
        tags: ['readings'],
        summary: 'Delete one of the caller’s readings; the totals follow',
        security,
        params: entryIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await deleteReading(database.db, callerOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
