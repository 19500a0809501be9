import { t } from '@shared/i18n';
import {
  createdPlan,
  enrollment,
  enrollRequest,
  importPlanRequest,
  MAX_CSV_BYTES,
  planIdParams,
  planList,
} from '@shared/plans/api';
import { customPlanRequest, MAX_PLAN_DAYS } from '@shared/plans/custom';
import { MAX_LISTED_LINES, parsePlanCsv } from '@shared/plans/import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { badRequest } from '../../lib/errors';
import { callerOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { createPlan, enrollInPlan, importPlan, listPlans } from './plans.service';

const schema = { tags: ['plans'], security: sessionSecurity };

export const plansRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  app.get(
    '/api/plans',
    {
      // The church account chooses the church plan among the built-in plans (it has none of its own).
      ...app.access('user', 'church-account'),
      schema: {
        ...schema,
        summary: 'The built-in reading plans and the caller’s own',
        response: { 200: planList, ...errorResponses(401) },
      },
    },
    (request) => listPlans(database.db, callerOf(request).user.id),
  );

  app.post(
    '/api/plans',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary:
          'Make a plan: what to read, from when, to an end date or at a daily count, on chosen weekdays',
        description:
          'The chapters are spread evenly over the reading days (src/shared/plans/custom.ts, the same code as the form’s preview); the plan is started on its start date.',
        body: customPlanRequest,
        response: { 201: createdPlan, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPlan(database.db, clock, callerOf(request).user.id, request.body)),
  );

  app.post(
    '/api/plans/import',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'Import a plan from CSV lines of `date,passage` ("2026-07-18","Gen 50; Ex 1-3")',
        description: `Every line is checked and nothing is saved until all are valid: the first ${MAX_LISTED_LINES} bad lines are reported under \`errors["csv.<line>"]\`, how many more under \`errors.csv\`. The lines may take ${MAX_CSV_BYTES / 1024} KiB as sent (the UTF-8 bytes of their JSON string; a quote or line break takes two) and the whole body 64 KiB; the dates may span at most ${MAX_PLAN_DAYS} days. The plan starts on its first date.`,
        body: importPlanRequest,
        response: { 201: createdPlan, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const parsed = parsePlanCsv(request.body.csv);
      if (!parsed.ok) {
        const message = parsed.badLines
          ? t('plans:csvInvalid', { count: parsed.badLines })
          : (parsed.errors.csv?.[0] ?? t('common:invalidRequest'));
        throw badRequest(message, parsed.errors);
      }
      const created = await importPlan(
        database.db,
        clock,
        callerOf(request).user.id,
        request.body.name,
        parsed.days,
        parsed.firstDay,
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/plans/:planId/enroll',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'Start following a plan from a date (which may be in the past)',
        params: planIdParams,
        body: enrollRequest,
        response: { 201: enrollment, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const started = await enrollInPlan(
        database.db,
        clock,
        callerOf(request).user.id,
        request.params.planId,
        request.body.startDate,
      );
      return reply.code(201).send(started);
    },
  );
};
