import { annualReport, reportYearParams } from '@shared/annual-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf, churchIdOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import * as reports from './annual-reports.service';

const schema = {
  tags: ['annual-reports'],
  security: sessionSecurity,
  params: reportYearParams,
};

export const annualReportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.get(
    '/api/annual-reports/user/:year',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'The caller’s chapters and prayer minutes dated in a calendar year',
        response: { 200: annualReport, ...errorResponses(400, 401) },
      },
    },
    (request) =>
      reports.annualReport(database.db, { userId: callerOf(request).user.id }, request.params.year),
  );

  app.get(
    '/api/annual-reports/church/:year',
    {
      // An expired church's reports need a renewal (402); its members keep their own reports.
      ...app.access('user', 'church', 'live-subscription'),
      schema: {
        ...schema,
        summary: 'The caller’s church: chapters and prayer minutes written with it, dated in a calendar year',
        description: '402 when the church’s subscription has expired.',
        response: { 200: annualReport, ...errorResponses(400, 401, 402, 403) },
      },
    },
    (request) => reports.annualReport(database.db, { churchId: churchIdOf(request) }, request.params.year),
  );

  app.get(
    '/api/annual-reports/global/:year',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'Everyone’s chapters and prayer minutes dated in a calendar year',
        response: { 200: annualReport, ...errorResponses(400, 401) },
      },
    },
    (request) => reports.annualReport(database.db, 'global', request.params.year),
  );
};
