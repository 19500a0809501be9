import type { AddressInfo } from 'node:net';
import pg from 'pg';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { systemClock } from '../src/server/lib/clock';
import { startJobQueue } from '../src/server/lib/job-queue';
import { createMailer, type Mailer } from '../src/server/lib/mailer';
import { dailyContent, reminderMail } from '../src/server/modules/reminders/mail';
import { reminderWorkers, startReminders } from '../src/server/modules/reminders/reminders.worker';
import { enqueueDue } from '../src/server/modules/reminders/scheduler';
import { tIn } from '../src/shared/i18n';
import type { Figure } from './lib/report';
import { type BenchDatabase, createBenchDatabase } from './scale/database';
import { SCALE } from './scale/params';

/** People with a daily e-mail reminder due now: 100,000, or 10,000 with BENCH_SCALE=small. */
const PEOPLE = SCALE.name === 'small' ? 10_000 : 100_000;
/**
 * SMTP connections, the same on both sides (nodemailer's pool, `maxConnections`): the app's worker loops
 * (reminderWorkers with the default JOB_QUEUE_POOL_SIZE: 3 loops of 8 jobs, each job's transaction
 * holding a connection of the queue's own pool, of that size, while it sends) share them, and the bare loop runs this many sends at once.
 */
const SENDERS = 8;
const POLLING_SECONDS = 0.2;
const IDLE_PASSES = 20;
/** The scheduler's tick (scheduler.ts): a pass every 30 s. */
const PASSES_PER_MINUTE = 2;
const PUBLIC_URL = 'https://lampstand.bench.test';
const FROM = 'Lampstand <reminders@lampstand.bench.test>';
const SEND_TIMEOUT_MS = 10 * 60_000;

const log = pino({ level: 'warn' });

/** An SMTP peer on loopback that accepts every message and throws it away, counting them. */
async function startSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received++;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The app's mailer (lib/mailer.ts) over a pooled nodemailer SMTP transport to the sink. */
const sinkMailer = (port: number): Mailer =>
  createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}/?pool=true&maxConnections=${SENDERS}`,
    from: FROM,
    outboxDir: '/nonexistent',
    log,
  });

/** PEOPLE accounts in UTC, each with a daily e-mail reminder and its schedule row due a minute ago. */
async function seed(client: pg.Client) {
  await client.query(
    `insert into users (id, name, email, password_hash, time_zone, created_at)
     select u, 'Member ' || u, 'member' || u || '@bench.lampstand.test', 'not a hash', 'UTC', now()
     from generate_series(1, ${PEOPLE}) u`,
  );
  await client.query(`select setval(pg_get_serial_sequence('users', 'id'), ${PEOPLE})`);
  await client.query(
    `insert into reminder_settings (user_id, daily_email, unsubscribe_token, updated_at)
     select u, true, md5('bench token ' || u), now() from generate_series(1, ${PEOPLE}) u`,
  );
  await client.query(
    `insert into reminder_schedule (user_id, kind, due_at, local_day)
     select u, 'daily', d.due_at, (d.due_at at time zone 'UTC')::date
     from generate_series(1, ${PEOPLE}) u, (select date_trunc('minute', now()) - interval '1 minute' as due_at) d`,
  );
  await client.query('analyze users, reminder_settings, reminder_schedule');
}

const count = async (client: pg.Client, sql: string) =>
  Number((await client.query<{ n: string }>(sql)).rows[0]?.n ?? 0);

/**
 * The reminders' part of a server process (startReminders: its workers, and its scheduler pass, which
 * runs at once), on a pool of the default JOB_QUEUE_POOL_SIZE as serve.ts opens it, timed from the start
 * until every person has a send record.
 */
async function sendThroughQueue(url: string, client: pg.Client, mailer: Mailer) {
  const config = testConfig({ PUBLIC_URL });
  const database = await openDatabase({ kind: 'postgres', url, poolSize: config.JOB_QUEUE_POOL_SIZE });
  const queue = await startJobQueue({ database, log, pollingIntervalSeconds: POLLING_SECONDS });
  let stopScheduler = async () => {};
  try {
    const started = performance.now();
    stopScheduler = startReminders(queue, { database, config, clock: systemClock, mailer, log });
    let enqueuedMs = 0;
    for (;;) {
      if (!enqueuedMs && (await count(client, `select count(*) as n from pgboss.job`)) >= PEOPLE) {
        enqueuedMs = performance.now() - started;
      }
      const sent = await count(client, 'select count(*) as n from reminder_sends');
      if (sent >= PEOPLE) break;
      if (performance.now() - started > SEND_TIMEOUT_MS) {
        throw new Error(`only ${sent} of ${PEOPLE} reminders sent after ${SEND_TIMEOUT_MS / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const retried = await count(
      client,
      `select count(*) as n from pgboss.job where name = 'reminder' and retry_count > 0`,
    );
    const jobs = await count(client, `select count(*) as n from pgboss.job where name = 'reminder'`);
    return { jobs, enqueuedMs, seconds, retried, ...reminderWorkers('postgres', config.JOB_QUEUE_POOL_SIZE) };
  } finally {
    await stopScheduler();
    await queue.stop();
    await database.close();
  }
}

/** The same messages (reminders/mail.ts) through the same transport, SENDERS at a time, no database. */
async function sendBare(mailer: Mailer) {
  const today = new Date().toISOString().slice(0, 10);
  let next = 1;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      for (let u = next++; u <= PEOPLE; u = next++) {
        const target = {
          userId: u,
          name: `Member ${u}`,
          email: `member${u}@bench.lampstand.test`,
          unsubscribeToken: `bench-token-${u}`,
          localDay: today,
          language: 'en' as const,
        };
        await mailer.send(reminderMail(PUBLIC_URL, 'daily', target, dailyContent(tIn('en'))));
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

const CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * enqueueDue with nothing due (every row moved to tomorrow by the send above): its statements, counted
 * at the driver (pg.Client's query, transaction control left out), its time, and the plan of the one
 * statement it sends, explained with its own text and values.
 */
async function idleScheduler(url: string, client: pg.Client) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  const seen: Array<{ text: string; values: unknown[] }> = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first.text;
    const values = (typeof first === 'string' ? second : (first.values ?? second)) as unknown[] | undefined;
    if (!CONTROL.test(text)) seen.push({ text, values: Array.isArray(values) ? values : [] });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  const noEnqueue = () => Promise.reject(new Error('nothing should be due'));
  let ms = 0;
  try {
    await enqueueDue(database.db, noEnqueue, new Date()); // a warm-up: connections, prepared plans
    seen.length = 0;
    const started = performance.now();
    for (let i = 0; i < IDLE_PASSES; i++) await enqueueDue(database.db, noEnqueue, new Date());
    ms = (performance.now() - started) / IDLE_PASSES;
  } finally {
    pg.Client.prototype.query = query;
    await database.close();
  }
  const statement = seen[0];
  if (!statement) throw new Error('the idle scheduler pass sent no statement');
  await client.query('begin');
  const explained = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    `explain (analyze, buffers, format json) ${statement.text}`,
    statement.values,
  );
  await client.query('rollback');
  const plan = explained.rows[0]?.['QUERY PLAN'][0]?.Plan as PlanNode;
  const nodes = nodesOf(plan);
  const scans = nodes.filter((n) => n['Node Type'].endsWith('Scan'));
  return {
    statements: seen.length / IDLE_PASSES,
    ms,
    examined: scans.reduce((s, n) => s + (n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0), 0),
    plan: nodes.map((n) => n['Node Type'] + (n['Index Name'] ? ` using ${n['Index Name']}` : '')).join(' → '),
    buffers: (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0),
    indexed: scans.length > 0 && scans.every((n) => n['Node Type'].startsWith('Index')),
  };
}

/**
 * Issue 14's reminder figures on PostgreSQL: the daily e-mails of PEOPLE people enqueued and sent to an
 * SMTP sink on loopback through the job queue, against a bare loop of the same sends; then the
 * scheduler's idle pass. The database is dropped and the sink closed at the end. See docs/performance.md.
 */
export async function remindersBenchmark(): Promise<Figure[]> {
  const database: BenchDatabase = await createBenchDatabase();
  const sink = await startSink();
  const mailer = sinkMailer(sink.port);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    console.log(`  seeding ${PEOPLE.toLocaleString('en')} people with a daily e-mail reminder due...`);
    await seed(client);
    console.log(`  enqueueing and sending their reminders (${SENDERS} SMTP connections)...`);
    const app = await sendThroughQueue(database.url, client, mailer);
    const appReceived = sink.received();
    console.log(`  sending the same ${PEOPLE.toLocaleString('en')} messages in a bare loop...`);
    const bareSeconds = await sendBare(mailer);
    console.log(`  the scheduler's pass with nothing due (${IDLE_PASSES} passes)...`);
    const idle = await idleScheduler(database.url, client);
    const appRate = PEOPLE / app.seconds;
    const bareRate = PEOPLE / bareSeconds;
    return [
      {
        name: `reminders: enqueue and send ${PEOPLE.toLocaleString('en')} daily e-mails`,
        value: app.seconds,
        unit: 's',
        digits: 1,
        note: `startReminders: ${app.jobs} jobs enqueued by its scheduler pass within ${(app.enqueuedMs / 1000).toFixed(1)} s; ${app.loops} worker loops (batches of ${app.batchSize} sent at once, polling ${POLLING_SECONDS} s) on a pool of ${testConfig().JOB_QUEUE_POOL_SIZE}; ${appReceived} messages at the sink; ${app.retried} jobs retried`,
      },
      { name: '  app throughput', value: appRate, unit: 'sends/s' },
      {
        name: '  bare loop of the same SMTP sends',
        value: bareRate,
        unit: 'sends/s',
        note: `the same messages and pooled transport, ${SENDERS} at a time, no database`,
      },
      {
        name: '  app throughput ÷ bare loop',
        value: appRate / bareRate,
        unit: '',
        digits: 2,
        budget: { atLeast: 0.5 },
      },
      {
        name: 'scheduler pass with nothing due, per minute (2 passes)',
        value: idle.ms * PASSES_PER_MINUTE,
        unit: 'ms',
        digits: 2,
        note: `${idle.ms.toFixed(2)} ms a pass, mean of ${IDLE_PASSES}; plan: ${idle.plan}; ${idle.buffers} buffers`,
      },
      {
        name: '  statements per idle pass',
        value: idle.statements,
        unit: '',
        digits: 1,
        budget: { atMost: 1 },
        note: 'counted at the driver, begin and commit left out',
      },
      {
        name: '  schedule rows examined by an idle pass',
        value: idle.examined,
        unit: '',
        budget: { atMost: 0 },
        note: `EXPLAIN (ANALYZE, BUFFERS) of its statement: ${idle.indexed ? 'an index scan' : 'NOT an index scan'} over ${PEOPLE.toLocaleString('en')} schedule rows`,
      },
    ];
  } finally {
    await client.end();
    mailer.close();
    await sink.close();
    await database.drop();
  }
}
