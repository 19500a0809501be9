import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';

/** Security headers with a CSP that the built app satisfies (no inline scripts), and a per-address ceiling. */
export async function registerSecurity(app: FastifyInstance, config: Config, redis?: Redis) {
  const https = config.PUBLIC_URL.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", 'https://www.paypal.com', 'https://*.paypal.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://*.paypal.com'],
        frameSrc: ['https://*.paypal.com'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? undefined : false,
  });
  // A generous ceiling against floods; credential endpoints have their own tight throttles.
  await app.register(rateLimit, {
    max: 3000,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'lampstand:global:',
    allowList: (req) => !req.url.startsWith('/api/'),
  });
}
