import { pushSubscriptionRequest } from '@shared/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { MAX_PUSH_DEVICES } from '../../lib/push';
import { removePushSubscription, savePushSubscription } from './push-subscriptions.service';

const schema = { tags: ['reminders'], security: sessionSecurity };
const devices = z.object({
  devices: z.number().int().describe('How many of the caller’s devices now receive pushes'),
});

export const pushSubscriptionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { database, clock, config },
) => {
  app.post(
    '/api/me/push-subscriptions',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'Let this browser receive the caller’s reminder pushes (PushSubscription.toJSON())',
        description: `The endpoint must be https at a push service the server allows (PUSH_SERVICE_HOSTS). An endpoint saved for another person moves to the caller; past ${MAX_PUSH_DEVICES} devices the oldest are dropped.`,
        body: pushSubscriptionRequest,
        response: { 201: devices, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await savePushSubscription(database.db, clock, config, callerOf(request).user.id, request.body),
        ),
  );

  app.delete(
    '/api/me/push-subscriptions',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'Stop pushes to this browser (its endpoint); only the caller’s own subscription is removed',
        body: pushSubscriptionRequest.pick({ endpoint: true }),
        response: { 204: z.null().describe('Removed, or there was none'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await removePushSubscription(database.db, callerOf(request).user.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
