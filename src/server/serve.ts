import path from 'node:path';
import pino from 'pino';
import { buildApp, paypalFromConfig } from './app';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { JOB_WORKERS } from './job-workers';
import { systemClock } from './lib/clock';
import { DataDirError } from './lib/data-dir-lock';
import { type JobQueue, startJobQueue } from './lib/job-queue';
import {
  exitAfter,
  ignoreDeadOutput,
  listenErrorMessage,
  logDestination,
  onStopRequest,
} from './lib/lifecycle';
import { serializeError } from './lib/log-serializers';
import { createMailer } from './lib/mailer';
import { startPaypalDemo } from './lib/paypal-demo';
import { connectRedis } from './lib/redis';
import { reconcileDue, reconcilePendingPayments, startPaymentReconciler } from './modules/billing/reconcile';

// pg-boss's import takes 350 to 740 ms of this thread (decision 029): the queue starts a second after
// listen, so that the first answers (a load balancer's first health check) do not wait for it.
const JOB_QUEUE_START_DELAY_MS = 1000;

/** Opens the database, builds the app and listens; main.ts calls it once the data folder is known free. */
export async function serve(initial: Config) {
  ignoreDeadOutput();
  const paypalDemo = await startPaypalDemo(initial);
  const config = paypalDemo.config;
  const logStream = logDestination();
  const log = pino({ level: config.LOG_LEVEL, serializers: { err: serializeError } }, logStream);
  // The requests' pool; the job queue opens its own on the same server (JOB_QUEUE_POOL_SIZE) when it
  // starts. PGlite has one connection, which the queue shares.
  const postgres = (poolSize: number) =>
    ({
      kind: 'postgres',
      url: config.DATABASE_URL as string,
      poolSize,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      idleTimeoutMs: config.DATABASE_IDLE_TIMEOUT_MS,
      log: (message: string) => log.warn(message),
    }) as const;
  let database: Database;
  try {
    database = config.DATABASE_URL
      ? await openDatabase({
          ...postgres(config.DATABASE_POOL_SIZE),
          startWaitMs: config.DATABASE_START_WAIT_MS,
        })
      : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
  } catch (err) {
    if (err instanceof DataDirError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let jobDatabase: Database | undefined;
  const openJobDatabase = async () => {
    if (!config.DATABASE_URL) return database;
    jobDatabase = await openDatabase({ ...postgres(config.JOB_QUEUE_POOL_SIZE), migrate: false });
    return jobDatabase;
  };
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, log) : undefined;
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    log,
  });
  const paypal = paypalFromConfig(config, systemClock);
  const app = await buildApp({ database, config, mailer, redis, paypal, logStream });

  // Stop accepting, let requests in flight finish, let the job in progress commit, then checkpoint and
  // close the database (and its lock).
  let stopReconciler = () => {};
  let queueStart: NodeJS.Timeout | undefined;
  let jobQueue: JobQueue | undefined;
  const stopWorkers: Array<() => Promise<void>> = [];
  const close = async () => {
    stopReconciler();
    clearTimeout(queueStart);
    await app.close(); // waits for background tasks, a queue still starting among them
    await Promise.all(stopWorkers.map((stop) => stop()));
    await jobQueue?.stop();
    await jobDatabase?.close();
    mailer.close();
    redis?.disconnect();
    await database.close();
    await paypalDemo.close();
  };
  let stopping = false;
  onStopRequest((signal) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    void exitAfter(close, app.log);
  });

  let address: string;
  try {
    address = await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    // A failed start releases what it took: above all the data folder's lock.
    await close().catch(() => {});
    throw new Error(listenErrorMessage(err, config));
  }
  // A capture that completed at PayPal just before a crash is credited now, without delaying start-up.
  app.background.run('payment reconcile', async () => {
    const tally = await reconcilePendingPayments(database.db, paypal, systemClock, app.log);
    if (Object.keys(tally).length > 0) app.log.info({ tally }, 'pending payments reconciled at start-up');
  });
  // A capture whose answer and webhook were both lost is found by looking pending orders up later.
  stopReconciler = startPaymentReconciler(app.background, () =>
    reconcileDue(database.db, paypal, systemClock, app.log),
  );
  queueStart = setTimeout(() => {
    app.background.run('job queue start', async () => {
      const queueDatabase = await openJobDatabase();
      jobQueue = await startJobQueue({ database: queueDatabase, log: app.log });
      const deps = { database: queueDatabase, config, clock: systemClock, mailer, log: app.log };
      for (const startWorker of JOB_WORKERS) {
        const stop = startWorker(jobQueue, deps);
        if (stop) stopWorkers.push(stop);
      }
      app.jobQueue = jobQueue;
    });
  }, JOB_QUEUE_START_DELAY_MS);
  const shown = config.PORT === 0 ? address : config.PUBLIC_URL;
  if (paypalDemo.standInUrl) {
    console.log(
      `Payment demo mode (PAYPAL_DEMO=1): PayPal is a local stand-in at ${paypalDemo.standInUrl}; no money moves. Demo data lives in ${config.DATA_DIR}.`,
    );
  }
  console.log(
    `Lampstand is running at ${shown} (database: ${database.engine === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
  );
}
