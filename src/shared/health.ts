import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  engine: z.enum(['pglite', 'postgres']),
  database: z.enum(['up', 'down']),
  /** Only with REDIS_URL set. Redis down alone answers 200 'degraded': the throttles fall back per process. */
  redis: z.enum(['up', 'down']).optional(),
});
