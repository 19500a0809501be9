import { buildApp } from '../../src/server/app';
import { type Config, testConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { manualClock } from '../../src/server/lib/clock';
import type { Mailer, MailMessage } from '../../src/server/lib/mailer';
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

/** The real application on a fresh real database, with a hand-driven clock and a memory mailer. */
export async function createTestApp(overrides: Partial<Config> = {}, database?: Database): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const clock = manualClock(new Date());
  const mailer = memoryMailer();
  const config = testConfig({ PUBLIC_URL: 'http://lampstand.test', ...overrides });
  const app = await buildApp({ database: db, config, mailer, clock });
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
