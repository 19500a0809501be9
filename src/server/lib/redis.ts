import { type Command, Redis } from 'ioredis';

interface OutageLog {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/*
 * Redis only holds throttle counters, so it must never hold a request up: no offline queue (a command
 * while disconnected fails at once and the throttles fall back to per-process limits), short connect and
 * command timeouts (a hung Redis fails the same way), and endless reconnection in the background.
 */
const REDIS_OPTIONS = {
  connectTimeout: 1000,
  commandTimeout: 500,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 1000),
};

/**
 * A Redis that stops answering without closing the connection (a paused or overloaded server) would
 * cost every command the full timeout. The first timed-out command drops the connection instead: until
 * the reconnection is ready, commands fail at once and the throttles count per process.
 */
class FailFastRedis extends Redis {
  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]) {
    command.promise.catch((err: Error) => {
      if (err.message === 'Command timed out' && this.status === 'ready') this.disconnect(true);
    });
    return super.sendCommand(command, stream);
  }
}

/** A client that logs an outage once when it starts and once when it ends, never per failed command. */
export function connectRedis(url: string, log: OutageLog): Redis {
  const redis: Redis = new FailFastRedis(url, REDIS_OPTIONS);
  let down = false;
  const lost = (err?: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { reason: err?.message ?? 'connection closed' },
      'Redis unavailable: throttles use per-process limits until it answers again',
    );
  };
  // Without an 'error' listener ioredis prints every reconnection failure.
  redis.on('error', lost);
  redis.on('reconnecting', () => lost());
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis available again: throttles are shared through Redis');
  });
  return redis;
}
