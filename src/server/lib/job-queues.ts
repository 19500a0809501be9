/**
 * The job queues and their options, created by a migration (decision 029: creating a queue at start
 * deadlocked two processes), never at start. Changing an option needs a new migration
 * (`pgboss.queue` row) as well as this entry.
 */
export const JOB_QUEUES = {
  /**
   * One reminder to one person on one channel for one local day. Retried with backoff when SMTP or a
   * push service fails; a job of a process killed mid-send is failed into a retry after a minute.
   */
  reminder: {
    policy: 'standard',
    retryLimit: 6,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 60,
    retentionMinutes: 60 * 24,
  },
  /**
   * The removal of a deleted account's rows (decision 033), once due: a few statements in one
   * transaction, safe to run again. Retried with backoff over hours; the scheduler enqueues it again a
   * day later if it failed for good.
   */
  'account-removal': {
    policy: 'standard',
    retryLimit: 8,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 300,
    retentionMinutes: 60 * 24,
  },
} as const;

export type QueueName = keyof typeof JOB_QUEUES;
