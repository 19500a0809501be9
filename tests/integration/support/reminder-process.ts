import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import { systemClock } from '../../../src/server/lib/clock';
import { startJobQueue } from '../../../src/server/lib/job-queue';
import { createMailer } from '../../../src/server/lib/mailer';
import { startReminders } from '../../../src/server/modules/reminders/reminders.worker';

/*
 * A server process reduced to its reminders, for reminders-processes.test.ts: the job queue with the
 * reminders' worker and scheduler pass, started as serve.ts starts them, over DATABASE_URL (or the PGlite
 * folder DATA_DIR), sending through SMTP_URL, until it is killed or told to stop (SIGTERM). Its queue
 * polls every 0.2 s and runs maintenance every second, so a killed process's jobs come back quickly.
 */
const config = loadConfig();
const log = pino({ level: 'warn' }, pino.destination(2));
const database = config.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.JOB_QUEUE_POOL_SIZE })
  : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
const mailer = createMailer({
  smtpUrl: config.SMTP_URL,
  from: config.MAIL_FROM,
  outboxDir: path.join(config.DATA_DIR, 'outbox'),
  log,
});
const queue = await startJobQueue({
  database,
  log,
  pollingIntervalSeconds: 0.2,
  maintenanceIntervalSeconds: 1,
});
const stopScheduler = startReminders(queue, { database, config, clock: systemClock, mailer, log });
process.stdout.write('started\n');

process.once('SIGTERM', async () => {
  await stopScheduler();
  await queue.stop();
  mailer.close();
  await database.close();
  process.exit(0);
});
