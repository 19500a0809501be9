import type { Db } from '../db/client';
import { queryNamed } from '../db/driver';

/*
 * Statements of ours on pg-boss's tables (besides the migrations that made them), each for a need its
 * public API does not meet in 10.4.2. They depend on its schema (version 24): pg-boss is pinned to that
 * exact version in package.json, and job-queue-pin.test.ts fails when its schema or SQL changes, so an
 * upgrade re-checks these first. Everything else goes through its public API (enqueue, the worker).
 */

/** For GET /api/health. */
export interface QueueCounts {
  /** Jobs due and not yet started (created or retry, start time passed), all queues. */
  waiting: number;
  /** Jobs waiting for a retry, and jobs that failed for good in the last day. */
  failing: number;
}

/*
 * pg-boss's countStates() groups every job of every state, the completed ones kept half a day included
 * (49 ms with 100,000 completed jobs, decision 029), and no public call counts failures by time. This
 * reads pg-boss's fetch index (`state < 'active'`, job_i5 on each queue's table) and job_failed
 * (migration 0018, failed jobs by completion time): 1.9 ms on the same data.
 */
const COUNTS = `select
    count(*) filter (where start_after < now())::int as waiting,
    count(*) filter (where state = 'retry')::int + (
      select count(*) from pgboss.job where state = 'failed' and completed_on > now() - interval '1 day'
    )::int as failing
  from pgboss.job where state < 'active'`;

export async function queueCounts(db: Db): Promise<QueueCounts> {
  const [row] = await queryNamed<QueueCounts>(db.$client, 'job_queue_counts', COUNTS, []);
  return row ?? { waiting: 0, failing: 0 };
}

/**
 * Deletes, in the caller's transaction, every job whose data names the person (`{"userId": id}`, the
 * reminders'), whatever its state, and every archived one: a removed person's id must stay in no table
 * (decision 033). pg-boss 10 can neither find jobs by their data (its deleteJob takes ids, and no table
 * of ours records a reminder's job id: that would be a write more per reminder, for the rare removal)
 * nor delete archived jobs. Jobs of other kinds name no person (a removal names the deletion).
 */
export async function deleteJobsNaming(tx: Db, userId: number): Promise<void> {
  for (const table of ['job', 'archive']) {
    await queryNamed(
      tx.$client,
      `job_delete_naming_${table}`,
      `delete from pgboss.${table} where data->>'userId' = $1`,
      [String(userId)],
    );
  }
}
