import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../../src/server/lib/route-table';
import { createTestApp, type TestApp } from '../support/app';

/*
 * Every /api route must declare `config.access` and have its authorisation cases written with
 * routeAuthCases('METHOD /api/path', …) (tests/support/auth-cases.ts) in some test file.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ACCESS = ['public', 'user', 'church-unlocked', 'church-admin', 'webhook'];
const SELF = path.relative(ROOT, import.meta.filename);

let t: TestApp;
let apiRoutes: RouteTableEntry[];
let testSources: string;

async function readTestFiles(): Promise<string> {
  const texts: string[] = [];
  for (const dir of ['src', 'tests']) {
    const entries = await readdir(path.join(ROOT, dir), { recursive: true });
    for (const entry of entries) {
      const file = path.join(dir, entry);
      if (!/\.test\.tsx?$/.test(file) || file === SELF) continue;
      texts.push(await readFile(path.join(ROOT, file), 'utf8'));
    }
  }
  return texts.join('\n');
}

beforeAll(async () => {
  t = await createTestApp();
  const table = t.app.routeTable;
  const gets = new Set(table.filter((r) => r.method === 'GET').map((r) => r.url));
  apiRoutes = table.filter(
    (r) =>
      (r.url === '/api' || r.url.startsWith('/api/')) &&
      !r.url.startsWith('/api/docs') &&
      // Fastify adds a HEAD twin to every GET route; the GET's cases cover it.
      !(r.method === 'HEAD' && gets.has(r.url)),
  );
  testSources = await readTestFiles();
});
afterAll(() => t.close());

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('route coverage', () => {
  it('finds the API routes', () => {
    expect(apiRoutes.length).toBeGreaterThan(0);
    expect(apiRoutes).toContainEqual({ method: 'GET', url: '/api/me', access: 'user', churchAccount: true });
  });

  it('every /api route declares who may call it', () => {
    const undeclared = apiRoutes.filter((r) => !r.access || !ACCESS.includes(r.access));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('every /api route has authorisation cases in a test file', () => {
    const missing = apiRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter(
        (route) => !new RegExp(`routeAuthCases\\(\\s*['"\`]${escapeRegExp(route)}['"\`]`).test(testSources),
      );
    expect(missing, 'add routeAuthCases(…) for these routes').toEqual([]);
  });

  it('documents every /api route in the OpenAPI description', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    const missing = apiRoutes.filter((r) => {
      const openApiPath = r.url.replace(/:(\w+)/g, '{$1}');
      return !doc.paths[openApiPath]?.[r.method.toLowerCase()];
    });
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
});
