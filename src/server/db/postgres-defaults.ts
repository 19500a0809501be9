/**
 * The defaults of DATABASE_CONNECT_TIMEOUT_MS, _STATEMENT_TIMEOUT_MS, _IDLE_TIMEOUT_MS and _START_WAIT_MS
 * (docs/operations.md), shared by the configuration and by callers that open PostgreSQL without it.
 */
export const POSTGRES_DEFAULTS = {
  /** Establishing a connection, or waiting for a free one: longer is a 503. */
  connectTimeoutMs: 5000,
  /** One statement: longer is cancelled by the server, a 503. Requests run in milliseconds. */
  statementTimeoutMs: 15_000,
  /** An unused pooled connection is closed after this long. */
  idleTimeoutMs: 30_000,
  /** At start, how long to wait for a server that refuses connections or is still starting. */
  startWaitMs: 30_000,
};
