-- Custom (decisions 029 and 033): the job queue of account removals, with the options of its entry in
-- src/server/lib/job-queues.ts. Queues are made by migrations, never at start (decision 029).
SELECT pgboss.create_queue('account-removal', '{"policy":"standard","retryLimit":8,"retryDelay":60,"retryBackoff":true,"expireInSeconds":300,"retentionMinutes":1440}'::json);
