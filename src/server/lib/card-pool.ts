import { availableParallelism } from 'node:os';
import path from 'node:path';
import { t } from '@shared/i18n';
import type { Tinypool } from 'tinypool';
import type { CardTask } from './card-worker';
import { HttpError } from './errors';
import { projectRoot } from './paths';

/*
 * The worker threads that draw cards (card-worker.ts): one pool per process (tinypool), a few threads and
 * a bounded queue, so that the event loop never draws (decision 034). The pool, its threads, and satori,
 * resvg and the fonts in them start with the first card: start-up loads none of it (satori's import
 * alone took about 0.2 s of every start).
 */

/** Threads that draw cards: one on a 2-core machine, two from 3 cores up; the other cores serve requests. */
export const CARD_THREADS = Math.min(2, Math.max(1, availableParallelism() - 1));
/** Cards waiting for a thread, past which a card answers 503: a crowd of cards holds no unbounded memory. */
export const CARD_QUEUE_LIMIT = 16;
/** A thread that drew nothing for this long exits, and the memory of its satori, resvg and fonts with it. */
const CARD_THREAD_IDLE_MS = 60_000;
/** A full queue empties within seconds (a card takes about 0.3 to 0.7 s, docs/performance.md). */
const RETRY_AFTER_SECONDS = '5';

/**
 * What a thread loads: card-worker.ts. The build emits it as dist/server/card-worker.js, an entry of its
 * own (scripts/build-server.mjs). From the sources (tsx, vitest) the thread is handed a module that first
 * registers tsx in that thread, then imports the TypeScript file: Node 20 runs no TypeScript, and a
 * thread gets none of the main thread's loader hooks (not even from `--import tsx` in its execArgv).
 */
function workerFile(): string {
  if (!import.meta.url.endsWith('.ts')) return path.join(projectRoot, 'dist/server/card-worker.js');
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const worker = JSON.stringify(new URL('./card-worker.ts', import.meta.url).href);
  const source = `(await import(${tsx})).register();\nexport default (await import(${worker})).default;`;
  return `data:text/javascript,${encodeURIComponent(source)}`;
}

interface Pool {
  threads: Tinypool;
  /** Why a thread failed outside a card (its code would not load): what the pool's cards fail with. */
  failure?: unknown;
}
/** The pool of this process, started by the first card. */
let pool: Promise<Pool> | undefined;

function startPool(): Promise<Pool> {
  const starting = (async () => {
    const { Tinypool } = await import('tinypool');
    const started: Pool = {
      threads: new Tinypool({
        filename: workerFile(),
        minThreads: 0,
        maxThreads: CARD_THREADS,
        maxQueue: CARD_QUEUE_LIMIT,
        idleTimeout: CARD_THREAD_IDLE_MS,
      }),
    };
    // Such a failure is an 'error' event: unheard, it would end the process, and the cards waiting for
    // that thread would wait for ever. The pool is dropped instead (its cards fail); the next card
    // starts a new one.
    started.threads.on('error', (err: unknown) => {
      started.failure = err;
      if (pool === starting) pool = undefined;
      void started.threads.destroy();
    });
    return started;
  })();
  starting.catch(() => {
    if (pool === starting) pool = undefined;
  });
  return starting;
}

/** The PNG of a card, drawn by a thread; 503 when CARD_QUEUE_LIMIT cards already wait. */
export async function drawInPool(task: CardTask): Promise<Uint8Array> {
  pool ??= startPool();
  const current = await pool;
  if (current.threads.queueSize >= CARD_QUEUE_LIMIT)
    throw new HttpError(503, t('common:unavailable'), undefined, { 'retry-after': RETRY_AFTER_SECONDS });
  try {
    return await current.threads.run(task);
  } catch (err) {
    throw current.failure ?? err;
  }
}

/**
 * Ends the pool's threads (the app's onClose: shutdown and the tests do not wait for them); a later
 * card starts a new pool.
 */
export async function closeCardDrawing(): Promise<void> {
  const closing = pool;
  pool = undefined;
  const started = await closing?.catch(() => undefined);
  await started?.threads.destroy();
}
