// A second Lampstand for the billing journeys, whose clock the tests move: a trial's last week, past due,
// expired. It is the same application (buildApp from the sources, the built client from dist/client) with
// its own in-memory database, a clock running at real speed from an offset that the tests set, and its own
// PayPal stand-in. Run by playwright.config.ts: `node --import tsx tests/e2e/support/clocked-server.ts`.
//   PORT                the app          CLOCK_CONTROL_PORT  POST /clock?at=<ISO instant> moves the clock
//   JOB_QUEUE=1         also runs the job queue with the account removals' pass every second (the account
//                       deletion journey: its removal comes when the moved clock says it is due)
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import type { Clock } from '../../../src/server/lib/clock';
import { startJobQueue } from '../../../src/server/lib/job-queue';
import type { Mailer } from '../../../src/server/lib/mailer';
import { projectRoot } from '../../../src/server/lib/paths';
import { startPaypalStandIn } from '../../../src/server/lib/paypal-stand-in';
import { startAccountRemoval } from '../../../src/server/modules/account-deletion/removal.worker';

const port = Number(process.env.PORT);
const controlPort = Number(process.env.CLOCK_CONTROL_PORT);
if (!port || !controlPort) throw new Error('PORT and CLOCK_CONTROL_PORT are required');

let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

const standIn = await startPaypalStandIn();
const config = loadConfig({ ...process.env, ...standIn.config(), HOST: '127.0.0.1', PORT: String(port) });
// The build writes a migrated empty database; loading it skips initdb (a few seconds).
const templateFile = path.join(projectRoot, 'dist/pglite-template.tgz');
const database = await openDatabase({
  kind: 'pglite',
  template: existsSync(templateFile) ? new Blob([readFileSync(templateFile)]) : undefined,
});
// Nothing here reads mail; the journeys that do run on the main e2e server.
const mailer: Mailer = { async send() {}, close() {} };
const app = await buildApp({ database, config, mailer, clock });
await app.listen({ port, host: '127.0.0.1' });
const queue = process.env.JOB_QUEUE === '1' ? await startJobQueue({ database, log: app.log }) : null;
const stopRemovals = queue
  ? startAccountRemoval(queue, { database, config, clock, mailer, log: app.log }, { intervalMs: 1000 })
  : null;

const control = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://control');
  const at = url.searchParams.get('at');
  if (req.method === 'POST' && url.pathname === '/clock' && at && !Number.isNaN(Date.parse(at))) {
    // Only forwards: sessions, unlocks and orders made at a later time must stay in the past.
    offsetMs = Math.max(offsetMs, Date.parse(at) - Date.now());
  } else if (!(req.method === 'GET' && url.pathname === '/clock')) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ now: clock.now().toISOString() }));
});
await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
console.log(`clocked Lampstand at http://127.0.0.1:${port}, clock control on ${controlPort}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  control.close();
  await stopRemovals?.();
  await app.close();
  await queue?.stop();
  await database.close();
  await standIn.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
