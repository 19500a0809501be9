-- Custom (decision 029): pg-boss 10 fetches the next jobs `where name = $1 and state < 'active' and
-- start_after < now() order by priority desc, created_on, id limit n for update skip locked`, and its own
-- index (job_i5: name, start_after) cannot give that order: every fetch read and sorted all the waiting
-- jobs (19.6 ms a fetch with 10,000 due reminders, ten times that with 100,000). With this index a fetch
-- reads its few rows in order (0.06 ms). Made on the partitioned parent like job_failed (0018).
CREATE INDEX job_fetch_order ON pgboss.job (name, priority DESC, created_on, id) WHERE state < 'active';
