import pg from 'pg';
import { pgErrorCode } from '../lib/db-errors';

/** What start-up needs to know to reach PostgreSQL, and how long it may wait for it. */
export interface StartOptions {
  url: string;
  connectTimeoutMs: number;
  /** How long to keep trying while the server refuses connections or is still starting (0: no retry). */
  startWaitMs: number;
  log?: (message: string) => void;
}

/** Start-up could not reach or use PostgreSQL; the message names DATABASE_URL and never its password. */
export class DatabaseStartError extends Error {}

const RETRY_EVERY_MS = 1000;

/** DATABASE_URL as it may be shown: the password replaced, the query string (which may hold one) left out. */
function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    u.search = '';
    return u.toString();
  } catch {
    return '(not a valid URL)';
  }
}

function rootCause(err: unknown): { code?: string; message: string } {
  let e = err as { code?: unknown; cause?: unknown; message?: string };
  while (e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  return { code: typeof e.code === 'string' ? e.code : undefined, message: e.message ?? String(err) };
}

const isTimeout = (err: unknown) => /timeout/i.test(rootCause(err).message);

// The server is not up yet (still booting, restarting, or its host name not yet in DNS, as in a compose
// file that starts both at once): worth waiting for. Wrong passwords, missing databases and addresses that
// never answer are not, and fail at once.
const NOT_YET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', '57P03']);
const isNotYetUp = (err: unknown) =>
  NOT_YET.has(pgErrorCode(err) ?? rootCause(err).code ?? '') ||
  /Connection terminated unexpectedly/.test(rootCause(err).message);

/** The readable start-up error for `err`, naming DATABASE_URL and what to do. */
export function startError(err: unknown, o: StartOptions, waitedMs = 0): DatabaseStartError {
  const where = `PostgreSQL at DATABASE_URL (${redactedUrl(o.url)})`;
  if (isTimeout(err))
    return new DatabaseStartError(
      `${where} did not answer within ${o.connectTimeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS). ` +
        'Check that the address and port are those of a PostgreSQL server and that it is reachable.',
    );
  const { code, message } = rootCause(err);
  const waited =
    waitedMs > 0 ? `, still after waiting ${Math.round(waitedMs / 1000)} s (DATABASE_START_WAIT_MS)` : '';
  return new DatabaseStartError(
    `${where} could not be used: ${message}${code ? ` (${code})` : ''}${waited}.`,
  );
}

/**
 * A connected client for start-up work (migrations), waiting up to `startWaitMs` for a server that is not
 * up yet, with one log line when it starts waiting. Any other failure is thrown at once as a
 * DatabaseStartError. The client's `error` event is handled: a connection lost later becomes a query error.
 */
export async function connectAtStart(o: StartOptions): Promise<pg.Client> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({
      connectionString: o.url,
      connectionTimeoutMillis: o.connectTimeoutMs,
      application_name: 'lampstand (start-up)',
    });
    client.on('error', () => {});
    try {
      await client.connect();
      return client;
    } catch (err) {
      await client.end().catch(() => {});
      const waited = Date.now() - started;
      if (!isNotYetUp(err) || waited + RETRY_EVERY_MS > o.startWaitMs) throw startError(err, o, waited);
      if (attempt === 1)
        o.log?.(
          `PostgreSQL at DATABASE_URL (${redactedUrl(o.url)}) is not accepting connections yet ` +
            `(${rootCause(err).code ?? rootCause(err).message}); retrying for up to ${Math.round(o.startWaitMs / 1000)} s`,
        );
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
  }
}
