import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp, paypalFromConfig } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { systemClock } from './lib/clock';
import { DataDirLockedError } from './lib/data-dir-lock';
import { createMailer } from './lib/mailer';
import { startPaypalDemo } from './lib/paypal-demo';
import { reconcilePendingPayments } from './modules/paypal/reconcile';

async function main() {
  const paypalDemo = await startPaypalDemo(loadConfig());
  const config = paypalDemo.config;
  const log = pino({ level: config.LOG_LEVEL });
  let database: Database;
  try {
    database = config.DATABASE_URL
      ? await openDatabase({
          kind: 'postgres',
          url: config.DATABASE_URL,
          poolSize: config.DATABASE_POOL_SIZE,
        })
      : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    log,
  });
  const paypal = paypalFromConfig(config, systemClock);
  const app = await buildApp({ database, config, mailer, redis, paypal });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let requests in flight finish, then checkpoint and close the database.
    await app.close();
    mailer.close();
    redis?.disconnect();
    await database.close();
    await paypalDemo.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // A capture that completed at PayPal just before a crash is credited now, without delaying start-up.
  app.background.run('payment reconcile', async () => {
    const tally = await reconcilePendingPayments(database.db, paypal, systemClock, app.log);
    if (Object.keys(tally).length > 0) app.log.info({ tally }, 'pending payments reconciled at start-up');
  });
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

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
