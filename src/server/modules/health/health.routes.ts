import { healthResponse } from '@shared/health';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedProbe } from '../../lib/db-probe';
import type { AppDeps } from '../../lib/deps';
import { RETRY_AFTER_SECONDS } from '../../lib/error-handler';

// Health is polled often: one database (and Redis) round trip a second at most, and no per-request log lines.
const PROBE_MAX_AGE_MS = 1000;
export const HEALTH_URL = '/api/health';

const answers = async (probe: () => Promise<void>) =>
  probe().then(
    () => 'up' as const,
    () => 'down' as const,
  );

/*
 * The database decides between 200 and 503: without it nothing works. Redis only shares throttle
 * counters, and without it they fall back to per-process limits, so Redis down is 200 with status
 * 'degraded' and redis: 'down' (monitors see it; load balancers keep the server in rotation).
 */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, redis }) => {
  const databaseAnswers = cachedProbe(() => database.ping(), PROBE_MAX_AGE_MS);
  const redisAnswers = redis && cachedProbe(async () => void (await redis.ping()), PROBE_MAX_AGE_MS);
  const allUp = {
    status: 'ok' as const,
    engine: database.engine,
    database: 'up' as const,
    ...(redisAnswers && { redis: 'up' as const }),
  };
  const access = app.access('public');
  app.get(
    HEALTH_URL,
    {
      ...access,
      // Probes are cheap (cached) and polled by load balancers from one address: no ceiling, no hook.
      config: { ...access.config, rateLimit: false },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Engine, database and (with REDIS_URL) Redis status',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    (_request, reply) => {
      // The usual case, both probes answered within the last second: the answer without a promise.
      if (databaseAnswers.fresh() && (!redisAnswers || redisAnswers.fresh())) return allUp;
      return answerAfterProbes(reply);
    },
  );

  async function answerAfterProbes(reply: FastifyReply) {
    const [db, shared] = await Promise.all([
      answers(databaseAnswers),
      redisAnswers ? answers(redisAnswers) : undefined,
    ]);
    const status = db === 'up' && shared !== 'down' ? ('ok' as const) : ('degraded' as const);
    const body = { status, engine: database.engine, database: db, ...(shared && { redis: shared }) };
    if (db === 'up') return body;
    return reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).send(body);
  }
};
