import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  engine: z.enum(['pglite', 'postgres']),
  database: z.enum(['up', 'down']),
  /** Only with REDIS_URL set. Redis down alone answers 200 'degraded': the throttles fall back per process. */
  redis: z.enum(['up', 'down']).optional(),
  /**
   * Once the job queue runs in this process (a second after start; never in a process without one):
   * jobs due and not started (waiting), and jobs waiting for a retry or failed for good in the last day
   * (failing), over all processes: the latest counts, read in the background every 5 s at most (the
   * first answers after start have none yet). Never in a 503.
   */
  queue: z.object({ waiting: z.number().int(), failing: z.number().int() }).optional(),
});
