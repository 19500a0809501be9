import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  engine: z.enum(['pglite', 'postgres']),
  database: z.enum(['up', 'down']),
});
