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
} as const;

export type QueueName = keyof typeof JOB_QUEUES;
