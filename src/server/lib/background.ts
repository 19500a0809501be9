import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay a response (sending a reset mail would reveal by its timing whether an
 * account exists). Failures are logged; shutdown and tests wait for what is still running.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise = task()
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
