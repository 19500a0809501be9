import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { securityHeaders } from './security-headers';

const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Security headers on every response, and a per-address ceiling on the API. */
export async function registerSecurity(app: FastifyInstance, config: Config, redis?: Redis) {
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
    max: 3000,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'lampstand:global:',
    // Pages and files are not counted; the health route opts out itself (config.rateLimit: false).
    allowList: (req) => !req.url.startsWith('/api/'),
  });
}
