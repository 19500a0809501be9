import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { t } from '@shared/i18n';
import type { FastifyInstance } from 'fastify';
import { clientDist, projectRoot } from './paths';

let indexHtml: string | undefined;
/**
 * The built app's index.html, read once, for pages whose head the server fills in (lib/page-meta.ts).
 * Without a build (the integration tests, the Vite dev server) the source template stands for it: the
 * same head, which is all such pages change.
 */
export function clientIndexHtml(): string {
  if (indexHtml === undefined) {
    const built = path.join(clientDist, 'index.html');
    indexHtml = readFileSync(
      existsSync(built) ? built : path.join(projectRoot, 'src/client/index.html'),
      'utf8',
    );
  }
  return indexHtml;
}

/** Pages rendered at build time (decision 031): the address and the built file that answers it. */
const PRERENDERED: Record<string, string> = { '/home': 'home.html' };

/**
 * Serves the built React app: hashed assets cached for a year, the prerendered landing page (home.html)
 * for /home, index.html for every other non-API path (the client router shows the 404 page). Unknown /api paths answer JSON 404. Every file outside
 * /assets is revalidated on each use (`no-cache`): index.html, /theme.js, the icons, the web app manifest
 * (application/manifest+json) and above all the service worker /sw.js, which must never be kept for a
 * year: the browser's check for a new version of the app reads it (decision 026).
 */
export async function registerClientApp(app: FastifyInstance, dist = clientDist) {
  const built = existsSync(path.join(dist, 'index.html'));
  const prerendered = new Map(
    Object.entries(PRERENDERED).filter(([, file]) => built && existsSync(path.join(dist, file))),
  );
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz twins (scripts/compress-client.mjs); they are sent when accepted.
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return reply
        .code(404)
        .send({ message: t('common:noApiRoute', { method: request.method, path: pathname }) });
    }
    // A missing hashed asset (an old page asking for a chunk of a previous build) must fail as a 404,
    // not receive index.html with a 200 that the browser would try to run as JavaScript.
    if (pathname.startsWith('/assets/')) {
      return reply.code(404).send({ message: t('common:notFound') });
    }
    if (!built) {
      return reply.code(404).send({ message: t('common:notBuilt') });
    }
    const page = prerendered.get(pathname) ?? 'index.html';
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile(page);
  });
}
