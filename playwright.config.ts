import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4400);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh data folder per run. This file is evaluated by the runner and again by each worker; workers
// inherit the runner's environment, so all of them see the folder the runner chose. The server wrapper
// creates it and removes it when the server stops.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `lampstand-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Argon2 hashing on a small shared machine: journeys of several logins need room.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  webServer: {
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
    },
  },
});
