import {
  catchUpRequest,
  enrollment,
  enrollmentIdParams,
  enrollmentList,
  enrollmentUpdate,
  markReadRequest,
  markReadResponse,
} from '@shared/plans/api';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import * as schedule from './catch-up.service';
import * as enrollments from './enrollments.service';

const schema = { tags: ['plans'], security: sessionSecurity };

export const enrollmentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  const db = database.db;
  /** A route on one of the caller's enrollments (`:id`): someone else's is 403 like a missing one. */
  const onEnrollment = <S extends FastifySchema>(summary: string, route: S) => ({
    ...app.access('user'),
    schema: { ...schema, summary, params: enrollmentIdParams, ...route },
  });
  app.get(
    '/api/plans/enrollments',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary:
          'The caller’s plans: today’s chapters, days behind or ahead, chapters left, catch-up options',
        response: { 200: enrollmentList, ...errorResponses(401) },
      },
    },
    (request) => enrollments.listEnrollments(db, clock, callerOf(request).user.id),
  );

  app.patch(
    '/api/plans/enrollments/:id',
    onEnrollment('Pause a plan, or resume it (its unread chapters move on by the days it was paused)', {
      body: enrollmentUpdate,
      response: { 200: enrollment, ...errorResponses(400, 401, 403) },
    }),
    (request) =>
      schedule.setPaused(db, clock, callerOf(request).user.id, request.params.id, request.body.paused),
  );

  app.delete(
    '/api/plans/enrollments/:id',
    onEnrollment('Leave a plan; the readings logged through it stay', {
      response: { 204: z.null().describe('Left'), ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) => {
      await enrollments.leave(db, callerOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/plans/enrollments/:id/read',
    onEnrollment(
      'Mark chapters of a plan read (today, or on readDate): logged as readings in one transaction, each at most once',
      {
        body: markReadRequest,
        response: { 200: markReadResponse, ...errorResponses(400, 401, 403, 409) },
      },
    ),
    (request) => enrollments.markRead(db, clock, callerOf(request).user.id, request.params.id, request.body),
  );

  app.post(
    '/api/plans/enrollments/:id/catch-up',
    onEnrollment(
      'Catch up: spread the unread chapters over the days left, or extend the end by the days missed',
      {
        body: catchUpRequest,
        response: { 200: enrollment, ...errorResponses(400, 401, 403, 409) },
      },
    ),
    (request) => schedule.catchUp(db, clock, callerOf(request).user.id, request.params.id, request.body.mode),
  );

  app.delete(
    '/api/plans/enrollments/:id/catch-up',
    onEnrollment('Undo the last catch-up: the days and end date from before it', {
      response: { 200: enrollment, ...errorResponses(400, 401, 403, 409) },
    }),
    (request) => schedule.undoCatchUp(db, clock, callerOf(request).user.id, request.params.id),
  );
};
