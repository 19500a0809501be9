import type { Db } from '../../src/server/db/client';
import type { QueueName } from '../../src/server/lib/job-queues';

/** One statement with parameters, on either engine's driver (both answer `{ rows }`). */
export async function rows<Row>(db: Db, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = db.$client as unknown as {
    query(text: string, values: unknown[]): Promise<{ rows: Row[] }>;
  };
  return (await client.query(text, values)).rows;
}

/**
 * Changes a queue's options in a test's own database, as an `updateQueue` would: retries in seconds
 * instead of the production backoff, and a short expiry so that jobs of a killed worker come back fast.
 * Jobs take the queue's options when they are inserted: tune before enqueueing.
 */
export async function tuneQueue(
  db: Db,
  queue: QueueName,
  options: { retryLimit?: number; retryDelay?: number; retryBackoff?: boolean; expireInSeconds?: number },
) {
  await rows(
    db,
    `update pgboss.queue set
       retry_limit = coalesce($2, retry_limit), retry_delay = coalesce($3, retry_delay),
       retry_backoff = coalesce($4, retry_backoff), expire_seconds = coalesce($5, expire_seconds)
     where name = $1`,
    [
      queue,
      options.retryLimit ?? null,
      options.retryDelay ?? null,
      options.retryBackoff ?? null,
      options.expireInSeconds ?? null,
    ],
  );
}

export interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  data: { key: string };
}

/** The queue's jobs as pgboss.job holds them. */
export const jobsOf = (db: Db, queue: QueueName) =>
  rows<JobRow>(db, 'select id, state::text, retry_count, data from pgboss.job where name = $1', [queue]);

/** Waits until `done()` holds, checking every 100 ms; fails with `what` after `timeoutMs`. */
export async function eventually(done: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
