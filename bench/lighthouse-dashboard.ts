import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { builtServer } from './lib/build';
import { freshDataDir, startNode } from './lib/process';
import type { Figure } from './lib/report';
import { chromePath, figuresOf, lighthousePasses, RUNS, rerunNote } from './lighthouse';

const PORT = Number(process.env.LIGHTHOUSE_DASHBOARD_PORT ?? 4372);
const DEBUG_PORT = PORT + 1;
/** A folder to keep each run's full report in (JSON), for looking into where the time went. */
const KEEP_REPORTS = process.env.LIGHTHOUSE_REPORTS;

/** POST as the browser would (the server refuses a cookie-authenticated write from another origin). */
async function post(base: string, url: string, body: unknown, cookie?: string) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return {
    json: (await res.json()) as Record<string, { id: number }>,
    cookie: res.headers.get('set-cookie'),
  };
}

/** A member of a church with a goal, following a plan: every card of the dashboard has something to show. */
async function signedInPerson(base: string) {
  const church = {
    name: 'Lighthouse Chapel',
    city: 'Mesa',
    state: 'Arizona',
    email: 'lighthouse-church@example.com',
    password: 'church-password-1',
  };
  const { json } = await post(base, '/api/churches', church);
  const admin = await post(base, '/api/church/login', { email: church.email, password: church.password });
  const today = new Date().toISOString().slice(0, 10);
  const goal = await fetch(`${base}/api/church/goal`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: base, cookie: admin.cookie?.split(';')[0] ?? '' },
    body: JSON.stringify({
      targetChapters: 100_000,
      targetMinutes: 200_000,
      startDate: today,
      endDate: `${today.slice(0, 4)}-12-31`,
    }),
  });
  if (!goal.ok) throw new Error(`goal: ${goal.status} ${await goal.text()}`);
  const person = await post(base, '/api/users', {
    name: 'Lydia Lighthouse',
    email: 'lighthouse-member@example.com',
    password: 'member-password-1',
    churchId: json.church?.id,
    timeZone: 'UTC',
  });
  const cookie = person.cookie?.split(';')[0] ?? '';
  await post(base, '/api/plans/new-testament-90/enroll', { startDate: today }, cookie);
  return { cookie, userId: person.json.user?.id ?? 0 };
}

/**
 * Lighthouse (mobile defaults) on the dashboard of a signed-in person returning to it: the session cookie
 * and the "welcome seen" and "tutorial done" flags are set in the browser's profile first, on a page that
 * loads none of the app, and the HTTP cache is cleared before each run, so each is a cold load of the app
 * with the person's data. The first pass is the visit that installs the service worker (it precaches the
 * shell while the page runs, which costs it about 20 points); a returning person already has the worker,
 * so that pass is reported in the note but not scored. Median of the five passes after it.
 */
export async function dashboardLighthouseBenchmark(): Promise<Figure[]> {
  const data = freshDataDir('lighthouse-dashboard');
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lampstand-bench-chrome-'));
  const server = await startNode([builtServer], PORT, { DATA_DIR: data.dir, NODE_ENV: 'production' });
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--remote-debugging-port=${DEBUG_PORT}`,
    ],
  });
  try {
    const { cookie, userId } = await signedInPerson(server.url);
    const [name = '', value = ''] = cookie.split('=');
    await browser.addCookies([{ name, value, url: server.url }]);
    const page = await browser.newPage();
    await page.goto(`${server.url}/api/health`);
    await page.evaluate((id) => {
      localStorage.setItem('hasSeenWelcome', 'true');
      localStorage.setItem(`onboardingCompleted:${id}`, 'true');
    }, userId);
    const cdp = await browser.newCDPSession(page);
    // The first pass installs the worker; the RUNS after it are scored.
    const { reports, rerun } = await lighthousePasses(RUNS + 1, async (run) => {
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(`${server.url}/`, {
        port: DEBUG_PORT,
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
        logLevel: 'error',
      });
      if (!result) throw new Error('lighthouse gave no result');
      if (KEEP_REPORTS) {
        mkdirSync(KEEP_REPORTS, { recursive: true });
        writeFileSync(path.join(KEEP_REPORTS, `dashboard-${run}.json`), JSON.stringify(result.lhr));
      }
      return result.lhr;
    });
    const [installing, ...returning] = reports;
    const first = Math.round((installing?.categories.performance?.score ?? 0) * 100);
    const installed = `the visit that installed the worker before them: ${first}`;
    return figuresOf('signed-in dashboard', returning, [installed, rerunNote(rerun)]);
  } finally {
    await browser.close();
    await server.stop();
    data.remove();
    rmSync(profile, { recursive: true, force: true });
  }
}
