import { churchComparison, MIN_CHURCHES_TO_COMPARE } from '@shared/church-comparison';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { createComparison, DISTRIBUTION_TTL_MS } from './comparison.service';

/** Issue 12: how the church compares with churches of a similar size (the analytics tab; decision 021). */
export const churchComparisonRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  const compare = createComparison(database.db, clock);
  app.get(
    '/api/church/comparison',
    {
      ...app.access('church-unlocked', 'live-subscription'),
      schema: {
        tags: ['church-admin'],
        security: sessionSecurity,
        summary:
          "Where the church's chapters and prayer minutes per member per day this year stand among churches of its size",
        description:
          'Percentiles only: the share of the other churches in its size band (1–9, 10–24, 25–49, 50–99, ' +
          `100–249, 250+ current members) with a lower pace; null with fewer than ${MIN_CHURCHES_TO_COMPARE} ` +
          'churches in the band. No other church is named. The distribution of every band is computed from ' +
          `every church's yearly rows at most once per ${DISTRIBUTION_TTL_MS / 60_000} minutes per process; ` +
          "the church's own figures are current. 402 when the subscription has expired.",
        response: { 200: churchComparison, ...errorResponses(401, 402, 403) },
      },
    },
    (request) => compare(callerOf(request).user.id),
  );
};
