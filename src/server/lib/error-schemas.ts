import { z } from 'zod';

/** The one error body (src/shared/errors.ts), as a response schema for route declarations. */
const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
});

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 502;

/**
 * Response schemas for a route's error statuses. 500 and 503 are on every route: the error handler
 * may answer them anywhere.
 */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]) {
  const out = { 500: apiErrorSchema, 503: apiErrorSchema } as Record<S | 500 | 503, typeof apiErrorSchema>;
  for (const status of statuses) out[status] = apiErrorSchema;
  return out;
}
