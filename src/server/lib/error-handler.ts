import type { ApiErrorBody } from '@shared/errors';
import { t } from '@shared/i18n';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors';

// Failures of the database connection rather than of the request (database down, restarting, out of
// connections, a statement over DATABASE_STATEMENT_TIMEOUT_MS): the same request may succeed later, so 503.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57014', // statement timeout (query_canceled)
]);
// SQLSTATE classes: 08 connection exception, 53 insufficient resources (too many connections), 57P
// operator intervention (shutdown, restart, crash of another backend).
const UNAVAILABLE_CLASSES = /^(08|53|57P)/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/i;

function isUnavailable(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code && (UNAVAILABLE_CODES.has(e.code) || UNAVAILABLE_CLASSES.test(e.code))) return true;
    if (e instanceof Error && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** The innermost error's code and message: the driver's own words, never the failed SQL or its parameters. */
function reasonOf(err: unknown): string {
  let e = err as { code?: unknown; cause?: unknown; message?: unknown };
  while (e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  return `${String(e.message)}${typeof e.code === 'string' ? ` (${e.code})` : ''}`;
}

const UNAVAILABLE_LOG_EVERY_MS = 5000;
/** Seconds a client should wait before retrying a 503 (the database usually returns within them). */
export const RETRY_AFTER_SECONDS = '5';

/** One error shape, `{ message, errors? }`, from one place; 5xx bodies carry no internals. */
export function registerErrorHandler(app: FastifyInstance) {
  // An outage fails every request: one log line per few seconds, with how many were not logged.
  let unavailableLoggedAt = Number.NEGATIVE_INFINITY;
  let unavailableUnlogged = 0;
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'body';
        errors[field] ??= [];
        errors[field].push(issue.message ?? t('common:invalidValue'));
      }
      const first = err.validation[0]?.message ?? t('common:invalidRequest');
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
      if (Date.now() - unavailableLoggedAt >= UNAVAILABLE_LOG_EVERY_MS) {
        request.log.warn(
          { reason: reasonOf(err), alsoUnavailable: unavailableUnlogged },
          'database unavailable',
        );
        unavailableLoggedAt = Date.now();
        unavailableUnlogged = 0;
      } else unavailableUnlogged++;
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.code(503).send({ message: t('common:unavailable') });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: t('common:serverError') });
  });
}
