import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/server/lib/access';
import type { TestApp } from './app';

/**
 * The authorisation cases of one route. tests/integration/route-coverage.test.ts finds every
 * `routeAuthCases('METHOD /api/path', …)` call in the test files and fails for a registered /api route
 * that has none: write one per route, with the route exactly as registered (`/api/things/:id`).
 */
export interface AuthCaseOptions {
  /** The test app, read lazily (it is created in beforeAll). */
  app: () => TestApp;
  /** What the route declares in config.access; checked against the route table. */
  access: RouteAccess;
  /** A concrete URL for routes with parameters. */
  url?: () => string;
  payload?: () => unknown;
  /**
   * A session allowed to call the route, for the foreign-Origin check of cookie-authenticated writes.
   * Called once per request: return a fresh one when the route ends or rotates sessions.
   */
  session?: () => Promise<{ token: string; cookie: string }>;
  /** Sessions that are logged in but not allowed, by description: each must get 403. */
  forbidden?: Record<string, () => Promise<{ token: string }>>;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CROSS_SITE = 'Cross-site request refused';

export function routeAuthCases(route: string, options: AuthCaseOptions) {
  const [method, path] = route.split(' ') as [NonNullable<InjectOptions['method']>, string];
  const guarded = options.access !== 'public' && options.access !== 'webhook';
  const send = (headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    options.app().app.inject({
      method,
      url: options.url?.() ?? path,
      headers,
      ...(UNSAFE.has(method) ? { payload: (options.payload?.() ?? {}) as object } : {}),
    });

  describe(`authorisation: ${route}`, () => {
    it(`declares access '${options.access}'`, () => {
      const entry = options.app().app.routeTable.find((r) => r.method === method && r.url === path);
      expect(entry, `${route} is not registered`).toBeDefined();
      expect(entry?.access).toBe(options.access);
    });

    if (guarded) {
      it('refuses a request without a session (401)', async () => {
        expect((await send()).statusCode).toBe(401);
      });
      it('refuses an unknown token (401)', async () => {
        expect((await send({ authorization: 'Bearer not-a-real-session-token' })).statusCode).toBe(401);
        expect((await send({ cookie: 'lampstand_session=not-a-real-session-token' })).statusCode).toBe(401);
      });
    } else {
      it('answers without a session', async () => {
        expect([401, 403]).not.toContain((await send()).statusCode);
      });
    }

    if (guarded && ['church-unlocked', 'church-admin'].includes(options.access)) {
      it('names at least one logged-in caller that it refuses', () => {
        expect(Object.keys(options.forbidden ?? {}).length).toBeGreaterThan(0);
      });
    }
    for (const [who, session] of Object.entries(options.forbidden ?? {})) {
      it(`refuses ${who} (403)`, async () => {
        const { token } = await session();
        expect((await send({ authorization: `Bearer ${token}` })).statusCode).toBe(403);
      });
    }

    const session = options.session;
    if (UNSAFE.has(method) && session) {
      it('refuses a cookie-authenticated write from a foreign Origin (403)', async () => {
        const { cookie } = await session();
        const res = await send({ cookie, origin: 'https://evil.example' });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: CROSS_SITE });
      });
      it('accepts the same cookie from its own Origin, and a bearer token from any Origin', async () => {
        const { cookie } = await session();
        const own = options.app().config.PUBLIC_URL ?? 'http://localhost:80';
        const sameOrigin = await send({ cookie, origin: own });
        expect(sameOrigin.statusCode === 403 && sameOrigin.json().message === CROSS_SITE).toBe(false);
        const fresh = await session();
        const viaBearer = await send({
          authorization: `Bearer ${fresh.token}`,
          origin: 'https://evil.example',
        });
        expect([401, 403]).not.toContain(viaBearer.statusCode);
      });
    } else if (UNSAFE.has(method) && guarded) {
      it('has a session for the foreign-Origin check', () => {
        expect(options.session, `${route}: pass options.session`).toBeDefined();
      });
    }
  });
}
