import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { ceilingStore } from './ceiling-store';
import type { SharedStore } from './limiter';
import { securityHeaders } from './security-headers';

const CEILING = { points: 3000, duration: 60 };
const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Security headers on every response, and a per-address ceiling on the API. */
export async function registerSecurity(app: FastifyInstance, config: Config, store?: SharedStore) {
  const headers = securityHeaders(config.PUBLIC_URL.startsWith('https://'), {
    sdkUrl: config.PAYPAL_SDK_URL,
    apiBase: config.PAYPAL_API_BASE,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? headers.api : headers.document);
    done();
  });
  // A generous ceiling against floods; credential endpoints have their own tight throttles.
  await app.register(rateLimit, {
    max: CEILING.points,
    timeWindow: CEILING.duration * 1000,
    // Shared through Redis when set, per process while Redis is away (never a refusal because of it).
    store: ceilingStore(store, CEILING),
    skipOnError: true,
    // Pages and files are not counted; the health route opts out itself (config.rateLimit: false).
    allowList: (req) => !req.url.startsWith('/api/'),
  });
}
