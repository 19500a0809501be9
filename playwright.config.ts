import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4400);
const baseURL = `http://127.0.0.1:${port}`;
// The PayPal stand-in the main server pays through, and the billing journeys' server with a movable clock.
const paypalPort = port + 50;
const paypalStandIn = `http://127.0.0.1:${paypalPort}`;
const clockedPort = port + 51;
/** Read by billing specs: the clocked server's address and its clock control (POST /clock?at=ISO). */
process.env.E2E_CLOCKED_URL ??= `http://127.0.0.1:${clockedPort}`;
process.env.E2E_CLOCK_CONTROL_URL ??= `http://127.0.0.1:${clockedPort + 1}`;
// Read by account-deletion.spec.ts: a clocked server of its own that also runs the job queue, so that
// moving its clock past the removal date runs the removal (the billing journeys' clock is not moved).
const removalPort = port + 55;
process.env.E2E_REMOVAL_URL ??= `http://127.0.0.1:${removalPort}`;
process.env.E2E_REMOVAL_CLOCK_URL ??= `http://127.0.0.1:${removalPort + 1}`;
// Read by payment-demo-mode.spec.ts: `npm start` with PAYPAL_DEMO=1, and one with no PayPal at all.
const demoPort = Number(process.env.E2E_DEMO_PORT ?? port + 53);
const noPaypalPort = Number(process.env.E2E_NO_PAYPAL_PORT ?? port + 54);
process.env.E2E_DEMO_URL ??= `http://127.0.0.1:${demoPort}`;
process.env.E2E_NO_PAYPAL_URL ??= `http://127.0.0.1:${noPaypalPort}`;

// A fresh data folder per run. This file is evaluated by the runner and again by each worker; workers
// inherit the runner's environment, so all of them see the folder the runner chose. The server wrapper
// creates it and removes it when the server stops.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `lampstand-e2e-${process.pid}-${Date.now()}`);

/** A clocked Lampstand on `port`, its clock control on the next port. */
const clockedServer = (port: number, url: string, env: Record<string, string> = {}) => ({
  command: 'node --import tsx tests/e2e/support/clocked-server.ts',
  url: `${url}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    ...env,
    PORT: String(port),
    CLOCK_CONTROL_PORT: String(port + 1),
    PUBLIC_URL: url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // The longest journeys took up to 78 s with two workers on two cores at a load average of 12 to 18
  // (2 Dec, axe in the page: tests/e2e/support/axe.ts); none has its own longer limit.
  timeout: 120_000,
  // A page that shows in 2 s alone took over 10 s in CI beside the other worker (a second tab's first
  // dashboard, 27 Nov): CI waits longer before it calls something missing.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // The retry names a flaky test; `npm test` still counts it as failed (scripts/test-summary.mjs).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace (DOM snapshots and a screencast of every step) took a large share of the two
    // cores in CI, for every test, to keep it for the few that fail: CI records it on the retry only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // src/server/lib/paypal-stand-in (cli.ts): PayPal's REST API and a fake browser SDK at /sdk/js.
      command: `node --import tsx src/server/lib/paypal-stand-in/cli.ts ${paypalPort}`,
      url: `${paypalStandIn}/sdk/js`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The built server, as `npm start` runs it (`npm test` builds first).
      command: 'node tests/e2e/support/server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_DATA_DIR: process.env.E2E_DATA_DIR,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseURL,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        // The stand-in's defaults (src/server/lib/paypal-stand-in/index.ts).
        PAYPAL_API_BASE: paypalStandIn,
        PAYPAL_SDK_URL: `${paypalStandIn}/sdk/js`,
        PAYPAL_CLIENT_ID: 'stand-in-client-id',
        PAYPAL_CLIENT_SECRET: 'stand-in-client-secret',
        PAYPAL_WEBHOOK_ID: 'WH-STAND-IN',
        // The reminders journey's stood-in browser subscriptions point at a closed loopback port: a push
        // sent to them fails there, and nothing leaves the machine.
        PUSH_SERVICE_HOSTS: '127.0.0.1:9',
        // The reminders journey waits for a reminder's minute, then for the scheduler's pass.
        REMINDER_PASS_SECONDS: '5',
      },
    },
    // tests/e2e/support/clocked-server.ts: billing journeys that need days to pass (billing*.spec.ts), and
    // the account deletion journey's own, with the job queue (account-deletion.spec.ts).
    clockedServer(clockedPort, process.env.E2E_CLOCKED_URL as string),
    clockedServer(removalPort, process.env.E2E_REMOVAL_URL as string, { JOB_QUEUE: '1' }),
    // The built server in payment demo mode, as `PAYPAL_DEMO=1 npm start` runs it, and one without
    // PayPal credentials: each on its own fresh data folder (payment-demo-mode.spec.ts).
    ...[
      { url: process.env.E2E_DEMO_URL, port: demoPort, env: { PAYPAL_DEMO: '1' }, dir: 'demo' },
      { url: process.env.E2E_NO_PAYPAL_URL, port: noPaypalPort, env: { PAYPAL_DEMO: '0' }, dir: 'no-paypal' },
    ].map((server) => ({
      command: 'node tests/e2e/support/server.mjs',
      url: `${server.url}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        ...server.env,
        E2E_DATA_DIR: `${process.env.E2E_DATA_DIR}-${server.dir}`,
        HOST: '127.0.0.1',
        PORT: String(server.port),
        PUBLIC_URL: server.url as string,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
    })),
  ],
});
