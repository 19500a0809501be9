import type { FastifyServerOptions } from 'fastify';
import { pgErrorCode } from './db-errors';

/*
 * What the logs may say about an error or a request. Drizzle wraps every failed statement in an error whose
 * message, stack and `params` carry the statement's values (e-mail addresses, password hashes, prayer text),
 * and PostgreSQL's `detail` repeats a row's values; a request URL can carry a reset token. So an error is
 * rebuilt from an allow-list: its class, SQLSTATE, the statement's text (placeholders, never values), a
 * message with no values, the stack frames, and its cause the same way.
 */

export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  /** The SQL text of a failed statement: $1, $2… stand where the values were. */
  query?: string;
  stack: string;
  cause?: LoggedError;
  errors?: LoggedError[];
  [field: string]: unknown;
}

/** Properties that name a place or a kind of failure and never a value sent by a person. */
const SAFE_FIELDS = ['statusCode', 'errno', 'syscall', 'address', 'port', 'severity'] as const;
const NAME_FIELDS = ['constraint', 'table', 'column', 'schema', 'routine'] as const;
const MAX_DEPTH = 4;

type ErrorLike = Error & Record<string, unknown>;

/** Drops what a message can carry of a statement's values. */
function valueFreeMessage(message: string, code: string | undefined): string {
  let text = message.replace(/\r?\nparams:[\s\S]*$/, '');
  // Data exceptions (SQLSTATE class 22) quote the offending value: "invalid input syntax for type x: "…"".
  if (code?.startsWith('22')) text = text.replace(/: [\s\S]*$/, '').replace(/"[^"]*"/g, '"…"');
  return text.replace(/\$argon2\w*\$[^\s"']*/g, '[password hash]');
}

const isDrizzleQueryError = (e: ErrorLike) => typeof e.query === 'string' && 'params' in e;

function stackFrames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) {
    const message = typeof err === 'string' ? valueFreeMessage(err, undefined) : '';
    return { type: typeof err, message, stack: message };
  }
  const e = err as ErrorLike;
  const type = e.constructor?.name || e.name || 'Error';
  const code = typeof e.code === 'string' ? e.code : pgErrorCode(e);
  const ownCode = typeof e.code === 'string' ? e.code : undefined;
  const drizzle = isDrizzleQueryError(e);
  // A failed statement's own message is the SQL plus its values; the reason is its cause's message.
  const message = drizzle
    ? valueFreeMessage(e.cause instanceof Error ? e.cause.message : 'Failed query', code)
    : valueFreeMessage(e.message, ownCode);
  const frames = stackFrames(e.stack);
  const out: LoggedError = {
    type,
    message,
    stack: frames ? `${type}: ${message}\n${frames}` : `${type}: ${message}`,
  };
  if (code) out.code = code;
  if (drizzle) out.query = e.query as string;
  for (const field of SAFE_FIELDS) {
    if (typeof e[field] === 'string' || typeof e[field] === 'number') out[field] = e[field];
  }
  if (ownCode && /^[0-9A-Z]{5}$/.test(ownCode)) {
    for (const field of NAME_FIELDS) if (typeof e[field] === 'string') out[field] = e[field];
  }
  if (depth < MAX_DEPTH) {
    if (e.cause !== undefined) out.cause = serializeError(e.cause, depth + 1);
    if (err instanceof AggregateError)
      out.errors = err.errors.slice(0, 5).map((x) => serializeError(x, depth + 1));
  }
  return out;
}

/** A URL with its query values replaced: `?token=abc` → `?token=[redacted]`. */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const keys = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, at)}?${keys.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request summary, with query values left out. Never headers, never a body. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** For Fastify's logger (req, err) and any pino logger of the server (err). */
const logSerializers = { err: serializeError, req: serializeRequest };

type LoggerOptions = FastifyServerOptions['logger'];

/**
 * The server's logger options: the caller's (a test's stream and level) with these serializers always on
 * top, and credentials in headers redacted should anything log headers.
 */
export function serverLoggerOptions(level: string, given?: LoggerOptions): LoggerOptions {
  if (given === false) return false;
  const custom = typeof given === 'object' ? given : {};
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...custom,
    serializers: { ...custom.serializers, ...logSerializers },
  };
}
