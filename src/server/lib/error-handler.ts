import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../shared/errors';
import { HttpError } from './errors';

// Connection-level failures (database down or restarting): the request may succeed later, so 503.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

function isUnavailable(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
    if (
      e instanceof Error &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(e.message)
    )
      return true;
  }
  return false;
}

/** One error shape, `{ message, errors? }`, from one place; 5xx bodies carry no internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'body';
        errors[field] ??= [];
        errors[field].push(issue.message ?? 'Invalid value');
      }
      const first = err.validation[0]?.message ?? 'Invalid request';
      return reply.code(400).send({ message: first, errors } satisfies ApiErrorBody);
    }
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      const body: ApiErrorBody = { message: err.message };
      if (err.errors) body.errors = err.errors;
      if (err.reason) body.code = err.reason;
      return reply.code(err.statusCode).send(body);
    }
    // Fastify's own client errors: malformed JSON, body too large, wrong content type, rate limit.
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const body: ApiErrorBody = { message: err.message };
      if (err.statusCode === 400) body.errors = {};
      return reply.code(err.statusCode).send(body);
    }
    if (isUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply
        .code(503)
        .send({ message: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
