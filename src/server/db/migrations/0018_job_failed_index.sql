-- Custom (decision 029): GET /api/health counts the jobs that failed in the last day. pg-boss indexes
-- only jobs before 'active'; without this, that count would scan the completed jobs kept for 12 h.
-- Made on the partitioned parent, it exists on every queue's table, and pg-boss's create_queue()
-- adds it to a new queue's table when it attaches it.
CREATE INDEX job_failed ON pgboss.job (completed_on) WHERE state = 'failed';
