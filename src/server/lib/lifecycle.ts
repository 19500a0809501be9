import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Config } from '../config';

/**
 * Where the server's log goes: stdout, written synchronously. pino's default destination buffers and
 * flushes on exit, and that flush retries a write failing with EPIPE every 100 ms for ever: once the reader
 * of the output had gone, SIGTERM left the process hanging at exit. Written synchronously, the first EPIPE
 * reaches pino's broken-pipe handler, which turns the log off, and nothing is left to flush at exit.
 */
export function logDestination(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: true });
}

/** A closed stdout or stderr must not crash the server or its shutdown: there is nobody left to tell. */
export function ignoreDeadOutput(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}

/**
 * Calls `stop` on SIGTERM, SIGINT and SIGHUP, and when the launcher (scripts/start.mjs) that started this
 * process over an IPC channel has gone without passing a signal on (it was killed): no orphan is left.
 */
export function onStopRequest(stop: (reason: string) => void): void {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
  if (process.channel) {
    process.channel.unref();
    process.on('disconnect', () => stop('launcher exited'));
  }
}

/** Runs `close` and exits: 0 when it completed, 1 when it failed or had not finished after `limitMs`. */
export async function exitAfter(close: () => Promise<void>, log: FastifyBaseLogger, limitMs = 10_000) {
  setTimeout(() => {
    log.error(`shutdown did not finish within ${limitMs / 1000} s; exiting`);
    process.exit(1);
  }, limitMs);
  try {
    await close();
    process.exit(0);
  } catch (err) {
    log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}

/** A listen error as a message naming the setting to change. */
export function listenErrorMessage(err: unknown, config: Pick<Config, 'PORT' | 'HOST'>): string {
  const where = `PORT=${config.PORT}, HOST=${config.HOST}`;
  switch ((err as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return `Port ${config.PORT} on ${config.HOST} is already in use (${where}). Stop the program using it, or set PORT to a free port.`;
    case 'EACCES':
      return `Lampstand may not listen on port ${config.PORT} (${where}): ports below 1024 need privileges. Set PORT to 1024 or above, behind a reverse proxy.`;
    case 'EADDRNOTAVAIL':
      return `This machine has no address ${config.HOST} to listen on (${where}). Set HOST to one of its addresses, or 0.0.0.0.`;
    default:
      return `Lampstand could not listen on ${config.HOST}:${config.PORT} (${where}): ${err instanceof Error ? err.message : String(err)}`;
  }
}
