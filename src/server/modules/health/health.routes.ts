import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../shared/health';
import { cachedProbe } from '../../lib/db-probe';
import type { AppDeps } from '../../lib/deps';

// Health is polled often: one database round trip a second at most, and no per-request log lines.
const PROBE_MAX_AGE_MS = 1000;
export const HEALTH_URL = '/api/health';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  const databaseAnswers = cachedProbe(() => database.ping(), PROBE_MAX_AGE_MS);
  app.get(
    HEALTH_URL,
    {
      // Probes are cheap (cached) and polled by load balancers from one address: no ceiling, no hook.
      config: { access: 'public', rateLimit: false },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Engine and database status',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      try {
        await databaseAnswers();
        return { status: 'ok' as const, engine: database.engine, database: 'up' as const };
      } catch {
        return reply.code(503).send({ status: 'degraded', engine: database.engine, database: 'down' });
      }
    },
  );
};
