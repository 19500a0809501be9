import { annualReport, reportYearParams } from '@shared/annual-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionGuard } from '../../lib/church-guards';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { authOf, requireUser } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { requireChurch } from '../../lib/tracking-guards';
import * as reports from './annual-reports.service';

const schema = {
  tags: ['annual-reports'],
  security: sessionSecurity,
  params: reportYearParams,
};

export const annualReportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  app.get(
    '/api/annual-reports/user/:year',
    {
      config: { access: 'user' },
      preValidation: requireUser,
      schema: {
        ...schema,
        summary: 'The caller’s chapters and prayer minutes dated in a calendar year',
        response: { 200: annualReport, ...errorResponses(400, 401) },
      },
    },
    (request) => reports.annualReport(database.db, { userId: authOf(request).user.id }, request.params.year),
  );

  app.get(
    '/api/annual-reports/church/:year',
    {
      config: { access: 'user' },
      preValidation: [requireUser, requireChurch],
      // An expired church's reports need a renewal (402); its members keep their own reports.
      preHandler: subscriptionGuard(database.db, clock),
      schema: {
        ...schema,
        summary: 'The caller’s church: chapters and prayer minutes written with it, dated in a calendar year',
        description: '402 when the church’s subscription has expired.',
        response: { 200: annualReport, ...errorResponses(400, 401, 402, 403) },
      },
    },
    (request) =>
      reports.annualReport(
        database.db,
        { churchId: authOf(request).user.churchId as number },
        request.params.year,
      ),
  );

  app.get(
    '/api/annual-reports/global/:year',
    {
      config: { access: 'user' },
      preValidation: requireUser,
      schema: {
        ...schema,
        summary: 'Everyone’s chapters and prayer minutes dated in a calendar year',
        response: { 200: annualReport, ...errorResponses(400, 401) },
      },
    },
    (request) => reports.annualReport(database.db, 'global', request.params.year),
  );
};
