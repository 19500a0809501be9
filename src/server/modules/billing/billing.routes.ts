import { createCheckoutResponse, subscriptionStatus } from '@shared/billing/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { churchIdOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { churchSubscriptionStatus, setRenewalCancelled } from './billing.service';
import { pendingOrder } from './orders';

export const subscriptionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database, clock, paypal } = deps;
  const schema = { tags: ['subscription'], security: sessionSecurity };

  app.get(
    '/api/subscription/status',
    {
      ...app.access('user', 'church', 'church-account'),
      schema: {
        ...schema,
        summary: "The caller's church: trial, active, past_due (7 days) or expired, and whole days left",
        description:
          'Computed from the stored dates only; pending PayPal orders are looked up in the background every minute.',
        response: { 200: subscriptionStatus, ...errorResponses(401, 403) },
      },
    },
    (request) => churchSubscriptionStatus(database.db, clock, churchIdOf(request)),
  );

  app.post(
    '/api/subscription/cancel',
    {
      ...app.access('church-unlocked'),
      schema: {
        ...schema,
        summary: 'Stop renewal; the church stays active until its end',
        response: { 200: subscriptionStatus, ...errorResponses(401, 403) },
      },
    },
    (request) => setRenewalCancelled(database.db, clock, churchIdOf(request), true),
  );

  app.post(
    '/api/subscription/resume',
    {
      ...app.access('church-unlocked'),
      schema: {
        ...schema,
        summary: 'Renew again at the end',
        response: { 200: subscriptionStatus, ...errorResponses(401, 403) },
      },
    },
    (request) => setRenewalCancelled(database.db, clock, churchIdOf(request), false),
  );

  app.post(
    '/api/subscription/create-checkout',
    {
      ...app.access('church-unlocked', 'own-deduplication'),
      schema: {
        ...schema,
        summary: "The church's pending PayPal order (99.00 USD), created or reused: its id for the button",
        response: { 200: createCheckoutResponse, ...errorResponses(401, 403, 502) },
      },
    },
    async (request) => ({
      orderId: await pendingOrder(database.db, paypal, clock, request.log, churchIdOf(request)),
    }),
  );
};
