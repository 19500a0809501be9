import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { authPlugin } from './lib/auth-plugin';
import { closeCardDrawing } from './lib/card-pool';
import { registerClientApp } from './lib/client-app';
import { type Clock, systemClock } from './lib/clock';
import type { AppDeps } from './lib/deps';
import { registerErrorHandler } from './lib/error-handler';
import { registerIdempotency } from './lib/idempotency';
import { openApiTransform } from './lib/idempotency-openapi';
import { registerAnswerLanguage } from './lib/language';
import { serverLoggerOptions } from './lib/log-serializers';
import type { Mailer } from './lib/mailer';
import { createPaypalClient, type PaypalClient } from './lib/paypal';
import './lib/access';
import { requestLogController } from './lib/request-log';
import { responseSerializer } from './lib/response-serializer';
import { registerRouteTable } from './lib/route-table';
import { registerSecurity } from './lib/security';
import { createThrottles, type Throttles } from './lib/throttles';
import { registerModules } from './modules';
import { HEALTH_URL } from './modules/health/health.routes';

export interface BuildAppOptions {
  database: Database;
  config: Config;
  mailer: Mailer;
  /** PayPal's REST API; by default the one of the configuration (PAYPAL_API_BASE and credentials). */
  paypal?: PaypalClient;
  clock?: Clock;
  redis?: Redis;
  throttles?: Throttles;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (main.ts: synchronously to stdout, see lib/lifecycle.ts). */
  logStream?: DestinationStream;
  /** The built client to serve; dist/client by default (a browser test serves a copy it changes). */
  clientDist?: string;
}

/** Builds the whole HTTP application without listening: main.ts and the tests build it the same way. */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  let healthLogger: FastifyBaseLogger | undefined;
  const app = Fastify({
    // Credentials, query values and failed statements' parameters never reach the log.
    logger: serverLoggerOptions(
      config.LOG_LEVEL,
      options.logger ?? (options.logStream ? { stream: options.logStream } : undefined),
    ),
    // Per-request lines only with LOG_REQUESTS=1; errors always (lib/request-log.ts).
    logController: requestLogController(config.LOG_REQUESTS),
    childLoggerFactory: (logger, bindings, options, request) => {
      // Health is polled often (load balancers, monitors) and logs nothing below warn: its requests
      // share one logger instead of each building a child.
      if (request.url !== HEALTH_URL) return logger.child(bindings, options);
      healthLogger ??= logger.child({}, options);
      return healthLogger;
    },
    bodyLimit: 64 * 1024,
    // Trust exactly the configured number of proxy hops for the client address (throttles key on it).
    trustProxy: config.TRUST_PROXY_HOPS
      ? (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS
      : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  // The card-drawing threads (lib/card-pool.ts), if a card started them: closing the app ends them.
  app.addHook('onClose', closeCardDrawing);
  registerErrorHandler(app);
  registerAnswerLanguage(app);

  const clock = options.clock ?? systemClock;
  const shared = options.redis ? { redis: options.redis, keyPrefix: config.REDIS_KEY_PREFIX } : undefined;
  const deps: AppDeps = {
    database: options.database,
    config,
    clock,
    mailer: options.mailer,
    paypal: options.paypal ?? paypalFromConfig(config, clock),
    throttles: options.throttles ?? createThrottles(shared),
    redis: options.redis,
  };

  registerRouteTable(app);
  registerIdempotency(app, { db: deps.database.db, clock, strict: config.NODE_ENV !== 'production' });
  await registerSecurity(app, config, shared);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lampstand API', version: '1.0.0', description: API_DESCRIPTION },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'lampstand_session' },
        },
      },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin, { db: deps.database.db, clock: deps.clock, config });
  await registerModules(app, deps);
  await registerClientApp(app, options.clientDist);
  return app;
}

const API_DESCRIPTION =
  'Bible-reading and prayer tracking. Every write of a signed-in person takes an `Idempotency-Key` ' +
  'header (IETF draft): the same key is stored once and answered alike, 409 while the first request ' +
  'still runs, 422 when it was used for another request. Public and webhook routes (registration, ' +
  'logins, password reset, PayPal) ignore it, and so do the PayPal routes and those whose body carries ' +
  'a password: each says why (decision 025).';

export const paypalFromConfig = (config: Config, clock: Clock) =>
  createPaypalClient({
    baseUrl: config.PAYPAL_API_BASE,
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    webhookId: config.PAYPAL_WEBHOOK_ID,
    timeoutMs: config.PAYPAL_TIMEOUT_MS,
    clock,
  });
