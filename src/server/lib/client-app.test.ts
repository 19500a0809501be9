import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClientApp } from './client-app';
import { securityHeaders } from './security-headers';

/*
 * The installable app's files as the server sends them (decision 026): the web app manifest with its
 * media type, the service worker never cached for long, hashed assets for a year; and a page CSP that
 * lets the page register its worker and read its manifest. A small built client in a temporary folder
 * stands for dist/client.
 */

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'lampstand-client-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lampstand</title>');
  // The landing page rendered at build time (decision 031).
  writeFileSync(path.join(dist, 'home.html'), '<!doctype html><title>Home</title><h1>Prerendered</h1>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  const manifest = JSON.stringify({ name: 'Lampstand' });
  writeFileSync(path.join(dist, 'manifest.webmanifest'), manifest);
  // The build's Brotli twin (scripts/compress-client.mjs), sent to browsers that accept it.
  writeFileSync(path.join(dist, 'manifest.webmanifest.br'), brotliCompressSync(manifest));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  app = Fastify();
  await registerClientApp(app, dist);
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built client', () => {
  it('serves the web app manifest as application/manifest+json, revalidated on each use', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Lampstand' });
    const compressed = await app.inject({
      url: '/manifest.webmanifest',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('serves the service worker as JavaScript with no-cache, never the year-long asset cache', async () => {
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets for a year and pages no-cache', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers /home with the prerendered landing page and other pages with index.html', async () => {
    const home = await app.inject({ url: '/home?utm_source=x' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<h1>Prerendered</h1>');
    for (const url of ['/', '/dashboard', '/home/x']) {
      expect((await app.inject({ url })).body).toBe('<!doctype html><title>Lampstand</title>');
    }
  });
});

describe('page CSP', () => {
  it('allows this origin, and only it, to provide the service worker and the manifest', () => {
    const csp = securityHeaders(false).document['content-security-policy'] ?? '';
    expect(csp).toMatch(/(?:^|;)worker-src 'self'(?:;|$)/);
    expect(csp).toMatch(/(?:^|;)manifest-src 'self'(?:;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
