import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../shared/health';
import type { AppDeps } from '../../lib/deps';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Engine and database status',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, engine: database.engine, database: 'up' as const };
      } catch {
        return reply.code(503).send({ status: 'degraded', engine: database.engine, database: 'down' });
      }
    },
  );
};
