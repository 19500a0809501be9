import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';
import { underServiceWorker } from './support/offline';

/*
 * The installable app (decision 026): the manifest and its icons as a browser's install check reads
 * them, the service worker active and in control, and the app opening with no network after one visit.
 */

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('the app is installable: its manifest, its icons and an active service worker in control', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');

  await test.step('the manifest: its media type and the fields an install needs', async () => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: 'Lampstand',
      short_name: 'Lampstand',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.description).toBeTruthy();
    // The colours are the theme's: the light browser bar of index.html and the page's light background.
    const themeColor = await page
      .locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')
      .getAttribute('content');
    expect(manifest.theme_color).toBe(themeColor);
    const background = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim(),
    );
    expect(manifest.background_color).toBe(background);

    const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
    for (const purpose of ['any', 'maskable']) {
      expect(icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual([
        '192x192',
        '512x512',
      ]);
    }
    for (const icon of icons) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      const size = Number(icon.sizes.split('x')[0]);
      expect(pngSize(await png.body())).toEqual({ width: size, height: size });
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await request.get(touchIcon ?? '')).headers()['content-type']).toBe('image/png');
  });

  await test.step('the service worker is served fresh, activates and controls the page after a reload', async () => {
    const sw = await request.get('/sw.js');
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    await underServiceWorker(page);
    // API answers are never served by the worker: a fresh answer each time, from the network.
    const answers = await page.evaluate(async () => {
      const first = await fetch('/api/health');
      return { ok: first.ok, cacheControl: first.headers.get('cache-control') };
    });
    expect(answers).toEqual({ ok: true, cacheControl: 'no-store' });
  });
});

test('after one visit the app opens with no network: home, and a signed-in dashboard whose data cannot load', async ({
  page,
  context,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));

  await test.step('home', async () => {
    await page.goto('/home');
    await underServiceWorker(page);
    await context.setOffline(true);
    const reloaded = await page.reload();
    // The worker answers with the landing page rendered at build time (decision 031), as the server does.
    expect(await reloaded?.text()).toContain('id="hero-heading"');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lampstand' })).toBeVisible();
    // A page never opened before is there too: every page's code is in the worker's precache.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
  });

  await test.step('a signed-in person opens the dashboard offline: the frame, and what could not load', async () => {
    const res = await page.request.post('/api/users', {
      data: { name: 'Anna Offline', email: uniqueEmail('anna'), password: 'offline-password-1' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Anna Offline' })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lampstand' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/could not reach Lampstand|Welcome, Anna Offline/)
        .first(),
    ).toBeVisible();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectAccessible(page, `/ offline at ${width} px`);
    }
    await context.setOffline(false);
  });
  expect(errors.map((error) => error.message)).toEqual([]);
});

test.describe('a new version of the app', () => {
  // Its own server on a copy of the built client, which the test changes into a next version.
  let server: ChildProcess | undefined;
  let dist = '';
  let origin = '';
  test.beforeAll(async ({ baseURL }) => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'lampstand-next-version-'));
    cpSync('dist/client', dist, { recursive: true });
    const port = Number(new URL(baseURL ?? '').port) + 40;
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/client-copy-server.ts'], {
      env: { ...process.env, PORT: String(port), CLIENT_DIST: dist, PUBLIC_URL: origin, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health`).then(
            (res) => res.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
  });
  test.afterAll(async () => {
    if (server?.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    rmSync(dist, { recursive: true, force: true });
  });

  /** Publishes a next version: the same worker with other bytes (a build's sw.js changes with any file). */
  function publishNextVersion() {
    const worker = path.join(dist, 'sw.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next version\n`);
    // The build's compressed twins would still be the old worker.
    for (const twin of ['sw.js.br', 'sw.js.gz']) rmSync(path.join(dist, twin), { force: true });
  }

  test('waits for the person; "Reload" takes every open page to it at once', async ({ page, context }) => {
    const prompt = (of: Page) =>
      of.getByRole('status').filter({ hasText: 'A new version of Lampstand is ready.' });
    await page.goto(`${origin}/home`);
    await underServiceWorker(page);
    const second = await context.newPage();
    await second.goto(`${origin}/about`);
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();

    await test.step('the pages find the new version; it installs and waits', async () => {
      publishNextVersion();
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await expect(prompt(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
      // Waiting, not in charge: each page still runs the version it opened with.
      const waiting = (of: Page) =>
        of.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting));
      expect(await waiting(page)).toBe(true);
      await expect(prompt(second)).toBeVisible();
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expectAccessible(page, `update prompt at ${width} px`);
      }
    });

    await test.step('Reload: the new version takes over and both pages reload into it', async () => {
      const mark = (of: Page) => of.evaluate(() => Object.assign(window, { openedBeforeUpdate: true }));
      await mark(page);
      await mark(second);
      await page.getByRole('button', { name: 'Reload' }).click();
      for (const each of [page, second]) {
        // (While the page reloads, a question to it fails: asked again.)
        await expect
          .poll(() => each.evaluate(() => 'openedBeforeUpdate' in window).catch(() => true))
          .toBe(false);
        await each.waitForLoadState();
        await expect(each.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(prompt(each)).toBeHidden();
        expect(await each.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting))).toBe(
          false,
        );
      }
    });
  });
});
