import path from 'node:path';
import { z } from 'zod';
import { POSTGRES_DEFAULTS as pg } from './db/postgres-defaults';
import { projectRoot } from './lib/paths';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
/** A base64url key that decodes to `bytes` bytes (web-push's own checks would fail only at the first send). */
const vapidKey = (bytes: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w-]+$/, 'base64url without padding, as `npx web-push generate-vapid-keys` prints it')
      .refine((v) => Buffer.from(v, 'base64url').length === bytes, `a key of ${bytes} bytes`)
      .optional(),
  );

/**
 * The push services browsers subscribe with (Chrome, Edge, Firefox, Safari): the server POSTs to the
 * endpoints people give, so only these hosts are ever called. `*.` allows the subdomains; a port other
 * than 443 must be named (`127.0.0.1:8443`).
 */
const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,*.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public base address, used in e-mailed links and the allowed Origin of cookie-authenticated writes. */
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default(path.join(projectRoot, 'data')),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /**
   * The job queue's own connections to PostgreSQL (its workers hold one per job while a reminder is sent),
   * so that sends never wait for, or keep requests from, the requests' pool. Sets how many reminders a
   * process sends at once (reminders.worker.ts).
   */
  JOB_QUEUE_POOL_SIZE: z.coerce.number().int().min(6).max(200).default(28),
  /**
   * How often the reminder scheduler looks for reminders due (one indexed query when none is): a reminder
   * leaves at most this long after its minute. The browser tests use 5 so as not to wait half a minute.
   */
  REMINDER_PASS_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** PostgreSQL timeouts (docs/operations.md): a request that hits one answers 503, never hangs. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(pg.connectTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(pg.statementTimeoutMs),
  DATABASE_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(pg.idleTimeoutMs),
  DATABASE_START_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(pg.startWaitMs),
  REDIS_URL: optionalUrl,
  /** Prefix of every key Lampstand writes to Redis, so that several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .max(64)
    .regex(/^[\w:.-]*$/, 'letters, digits and _ : . - only')
    .default('lampstand:'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Lampstand <no-reply@lampstand.local>'),
  SUPPORT_EMAIL: z.email().default('support@lampstand.app'),
  COMPANY_CITY: z.string().default('Phoenix, Arizona'),
  PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
  PAYPAL_CLIENT_ID: z.string().default(''),
  PAYPAL_CLIENT_SECRET: z.string().default(''),
  PAYPAL_WEBHOOK_ID: z.string().default(''),
  /** The browser SDK the payment button loads (a local stand-in in tests). */
  PAYPAL_SDK_URL: z.url().default('https://www.paypal.com/sdk/js'),
  /** Each call to PayPal's API gives up after this long (the payment is then reconciled later). */
  PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(10).max(120_000).default(10_000),
  /** Payment demo mode (see paypalDemoProblems): a local PayPal stand-in, its own database; never by default. */
  PAYPAL_DEMO: z
    .enum(['', '0', '1', 'false', 'true'], { error: 'PAYPAL_DEMO must be 1 (demo mode) or 0' })
    .default('')
    .transform((v) => v === '1' || v === 'true'),
  /** Both or neither (vapidProblems): without them the server makes a pair once and keeps it in the database. */
  VAPID_PUBLIC_KEY: vapidKey(65),
  VAPID_PRIVATE_KEY: vapidKey(32),
  /** Who a push service may contact about our pushes; a mailto: of SUPPORT_EMAIL when unset. */
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'a mailto: address or an https:// URL')
      .optional(),
  ),
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_SERVICE_HOSTS)
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter((h) => h !== ''),
    )
    .pipe(
      z
        .array(z.string().regex(/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/, 'host names, *.domain or host:port'))
        .min(1, 'at least one push service host'),
    ),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Days between deleting an account (it is gone from view at once) and the job that removes its rows
   * (decision 033). At most 30: the terms promise removal within 30 days.
   */
  ACCOUNT_REMOVAL_DAYS: z.coerce.number().int().min(0).max(30).default(30),
  CHURCH_UNLOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /** Number of proxy hops to trust for the client address (X-Forwarded-For); 0 when exposed directly. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fastify's two lines per request (`incoming request`, `request completed`): off unless 1. */
  LOG_REQUESTS: z
    .preprocess(
      emptyToUndefined,
      z.enum(['0', '1'], { error: 'LOG_REQUESTS must be 1 (a log line per request) or 0' }).default('0'),
    )
    .transform((v) => v === '1'),
});

/**
 * PUBLIC_URL is always known after loading: e-mailed links are built from it and never from a request's
 * Host header, which a client chooses.
 */
const withPublicUrl = (c: z.infer<typeof configSchema>) => ({
  ...c,
  PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
  VAPID_SUBJECT: c.VAPID_SUBJECT ?? `mailto:${c.SUPPORT_EMAIL}`,
  // A demo payment is never mixed with real ones: demo mode keeps its whole data apart.
  DATA_DIR: c.PAYPAL_DEMO ? path.join(c.DATA_DIR, 'demo') : c.DATA_DIR,
});

const REAL_PAYPAL = [
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
  'PAYPAL_API_BASE',
  'PAYPAL_SDK_URL',
];

/**
 * PAYPAL_DEMO=1 points the server at a PayPal stand-in it runs itself, with its own embedded database
 * under DATA_DIR/demo. It is refused beside anything that could reach real PayPal or real data: PayPal
 * credentials or addresses, or a PostgreSQL server.
 */
function paypalDemoProblems(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => (env[name] ?? '') !== '';
  const problems = REAL_PAYPAL.filter(set).map(
    (name) =>
      `  PAYPAL_DEMO: demo mode runs its own PayPal stand-in and never uses ${name}${name === 'PAYPAL_API_BASE' ? ` (${env[name]})` : ''}; unset it, or unset PAYPAL_DEMO for real payments`,
  );
  if (set('DATABASE_URL')) {
    problems.push(
      '  PAYPAL_DEMO: demo mode keeps its data in its own embedded database (DATA_DIR/demo); unset DATABASE_URL',
    );
  }
  return problems;
}

/** A key pair is given whole or not at all: half of one would sign with a key that matches nothing. */
function vapidProblems(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => (env[name] ?? '') !== '';
  return set('VAPID_PUBLIC_KEY') === set('VAPID_PRIVATE_KEY')
    ? []
    : ['  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one key pair), or neither'];
}

export type Config = ReturnType<typeof withPublicUrl>;

/** The only reader of process.env: a bad value stops the server with one readable line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (parsed.data?.PAYPAL_DEMO) lines.push(...paypalDemoProblems(env));
  lines.push(...vapidProblems(env));
  if (!parsed.success || lines.length > 0) throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  return withPublicUrl(parsed.data);
}

/** A configuration for tests and tools: defaults plus overrides, no environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...withPublicUrl(configSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })), ...overrides };
}
