import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { Mailer } from './mailer';
import type { PaypalClient } from './paypal';
import type { Throttles } from './throttles';

/** What every module's routes receive: injected, so tests drive the clock, mail and database. */
export interface AppDeps {
  database: Database;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  paypal: PaypalClient;
  throttles: Throttles;
  /** Set with REDIS_URL: health reports whether it answers. */
  redis?: Redis;
}

/** What a module's job worker may use (started by serve.ts after listen): the app's dependencies and its log. */
export type WorkerDeps = Pick<AppDeps, 'database' | 'config' | 'clock' | 'mailer'> & {
  log: FastifyBaseLogger;
};
