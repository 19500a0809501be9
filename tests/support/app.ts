import { type BuildAppOptions, buildApp } from '../../src/server/app';
import { type Config, testConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { manualClock } from '../../src/server/lib/clock';
import type { Mailer, MailMessage } from '../../src/server/lib/mailer';
import type { PaypalClient } from '../../src/server/lib/paypal';
import { createThrottles, type ThrottleLimits } from '../../src/server/lib/throttles';
import { createTestDatabase } from './db';

/** A mailer that keeps what it was asked to send, for integration tests that read the message. */
export function memoryMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { sent: MailMessage[] } = {
    sent,
    async send(message) {
      sent.push(message);
    },
    close() {},
  };
  return mailer;
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  clock: ReturnType<typeof manualClock>;
  mailer: ReturnType<typeof memoryMailer>;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Small throttle limits, to reach them in a few requests. */
  throttleLimits?: ThrottleLimits;
  /** A real mailer (e.g. SMTP to a test peer) instead of the memory one. */
  mailer?: Mailer;
  /** Fastify logger options, to read what the server logs. */
  logger?: BuildAppOptions['logger'];
  /** A PayPal client (e.g. one on the stand-in with faults); by default the configuration's. */
  paypal?: PaypalClient;
}

/**
 * The real application on a fresh real database, with a hand-driven clock and a memory mailer
 * (`mailer` stays empty when options.mailer replaces it).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  database?: Database,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const clock = manualClock(new Date());
  const mailer = memoryMailer();
  const config = testConfig({ PUBLIC_URL: 'http://lampstand.test', ...overrides });
  const app = await buildApp({
    database: db,
    config,
    mailer: options.mailer ?? mailer,
    clock,
    throttles: createThrottles(undefined, options.throttleLimits),
    logger: options.logger,
    paypal: options.paypal,
  });
  await app.ready();
  return {
    app,
    database: db,
    clock,
    mailer,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
