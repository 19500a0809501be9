import { healthResponse } from '@shared/health';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedProbe } from '../../lib/db-probe';
import type { AppDeps } from '../../lib/deps';
import { RETRY_AFTER_SECONDS } from '../../lib/error-handler';
import type { JobQueue, QueueCounts } from '../../lib/job-queue';

// Health is polled often: one database (and Redis) round trip a second at most, and no per-request log lines.
const PROBE_MAX_AGE_MS = 1000;
// Counting the waiting jobs reads an index range as long as the backlog (100,000 reminders at 7:00).
const QUEUE_MAX_AGE_MS = 5000;
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
  const queueAnswers = queueProbe(app);
  // The answer with the latest counts, made once per count rather than once per request.
  let upWith: { counts?: QueueCounts; body: typeof allUp & { queue?: QueueCounts } } = { body: allUp };
  const upBody = (counts?: QueueCounts) => {
    if (upWith.counts !== counts) upWith = { counts, body: counts ? { ...allUp, queue: counts } : allUp };
    return upWith.body;
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
        summary: 'Engine, database, (with REDIS_URL) Redis status, and the job queue once it runs',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    (_request, reply) => {
      const queue = queueAnswers();
      // The usual case, both probes answered within the last second: the answer without a promise.
      if (databaseAnswers.fresh() && (!redisAnswers || redisAnswers.fresh())) return upBody(queue);
      return answerAfterProbes(reply, queue);
    },
  );

  async function answerAfterProbes(reply: FastifyReply, queue: QueueCounts | undefined) {
    const [db, shared] = await Promise.all([
      answers(databaseAnswers),
      redisAnswers ? answers(redisAnswers) : undefined,
    ]);
    const status = db === 'up' && shared !== 'down' ? ('ok' as const) : ('degraded' as const);
    const body = {
      status,
      engine: database.engine,
      database: db,
      ...(shared && { redis: shared }),
      ...(db === 'up' && queue && { queue }),
    };
    if (db === 'up') return body;
    return reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).send(body);
  }
};

/**
 * The latest counts of the queue this process runs (serve.ts sets app.jobQueue after listen), if any,
 * read again in the background once 5 s old: an answer never waits for them (on PGlite the count would
 * wait for a job's transaction), and they never decide between 200 and 503.
 */
function queueProbe(app: FastifyInstance) {
  let probe: { queue: JobQueue; counts: ReturnType<typeof cachedProbe<QueueCounts>> } | undefined;
  return () => {
    const queue = app.jobQueue;
    if (!queue) return undefined;
    if (probe?.queue !== queue) {
      probe = { queue, counts: cachedProbe(() => queue.counts(), QUEUE_MAX_AGE_MS) };
    }
    // A failed read keeps the last counts (a few seconds older); a later answer reads again.
    if (!probe.counts.fresh()) probe.counts().catch(() => {});
    return probe.counts.last();
  };
}
