import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `pass` now and every `intervalMs` in this process (a scheduler started after listen), never two
 * at once: a tick while one runs is skipped. A failed pass is logged and the next one tries again.
 * Returns a stop function that waits for a pass under way.
 */
export function startPeriodicPass(opts: {
  pass: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Logged with the count when a pass enqueued something, and on failure. */
  what: string;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = opts
      .pass()
      .then((n) => {
        if (n > 0) opts.log.info({ jobs: n }, `${opts.what} enqueued`);
      })
      .catch((err: unknown) => opts.log.warn({ err }, `${opts.what} scheduler pass failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, opts.intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
