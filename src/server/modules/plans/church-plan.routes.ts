import { enrollment } from '@shared/plans/api';
import { churchPlanAnswer, churchPlanProgress, setChurchPlanRequest } from '@shared/plans/church';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf, churchIdOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import * as churchPlan from './church-plan.service';
import { churchPlanProgressOf } from './church-plan-progress.service';

const schema = { tags: ['plans'], security: sessionSecurity };

/** The church plan (decision 022): set by the administrator, read and joined by members. */
export const churchPlanRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  const db = database.db;

  app.get(
    '/api/church/plan',
    {
      ...app.access('user', 'church', 'church-account'),
      schema: {
        ...schema,
        summary: 'The plan the caller’s church reads together, and whether the caller has joined it',
        response: { 200: churchPlanAnswer, ...errorResponses(401, 403) },
      },
    },
    (request) => churchPlan.churchPlanOf(db, churchIdOf(request), callerOf(request).user.id),
  );

  app.put(
    '/api/church/plan',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary: 'Set the church plan (administrator): a built-in plan or one of the administrator’s own',
        description:
          'An own plan (made or imported on /plans) is copied to the church, which owns the copy. It replaces the previous church plan; members who joined that one keep it as a plan of their own. 403 for another person’s plan.',
        body: setChurchPlanRequest,
        response: { 200: churchPlanAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    (request) =>
      churchPlan.setChurchPlan(db, clock, churchIdOf(request), callerOf(request).user.id, request.body),
  );

  app.delete(
    '/api/church/plan',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary: 'Clear the church plan (administrator); members who joined it keep following it',
        response: { 204: z.null().describe('Cleared (or there was none)'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await churchPlan.clearChurchPlan(db, churchIdOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/church/plan/join',
    {
      ...app.access('user', 'church'),
      schema: {
        ...schema,
        summary: 'Join the church plan: follow it from the church’s start date, like a plan of one’s own',
        description:
          '201 with the new enrollment; 200 with the existing one when the caller has joined already (never two). 409 when the church has no plan.',
        response: { 200: enrollment, 201: enrollment, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const joined = await churchPlan.joinChurchPlan(
        db,
        clock,
        churchIdOf(request),
        callerOf(request).user.id,
      );
      return reply.code(joined.created ? 201 : 200).send(joined.enrollment);
    },
  );

  app.get(
    '/api/church/plan/progress',
    {
      ...app.access('church-unlocked', 'live-subscription'),
      schema: {
        ...schema,
        summary: 'How many members follow the church plan: on track, 1 to 3 days behind, further behind',
        description: 'Counts only, never who. 402 when the subscription has expired.',
        response: { 200: churchPlanProgress, ...errorResponses(401, 402, 403) },
      },
    },
    (request) => churchPlanProgressOf(db, clock, churchIdOf(request)),
  );
};
