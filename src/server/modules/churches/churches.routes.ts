import {
  CHURCH_LIST_MAX,
  CHURCH_REGISTERED_MESSAGE,
  churchListResponse,
  churchRegisterRequest,
  churchRegisterResponse,
} from '@shared/churches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { listChurches, registerChurch } from './churches.service';

export const churchesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock, throttles }) => {
  app.get(
    '/api/churches',
    {
      ...app.access('public'),
      schema: {
        tags: ['churches'],
        summary: 'All churches (id, name, city, state) ordered by name',
        description: `At most ${CHURCH_LIST_MAX} churches.`,
        response: { 200: churchListResponse, ...errorResponses() },
      },
    },
    () => listChurches(database.db),
  );

  app.post(
    '/api/churches',
    {
      ...app.access('public'),
      schema: {
        tags: ['churches'],
        summary:
          "Register a church and the church's own account (30-day trial); does not log in. The answer's " +
          "one-time adminClaim, sent with POST /api/users, makes that new account the church's first administrator",
        body: churchRegisterRequest,
        response: { 201: churchRegisterResponse, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await throttles.registerAddress.consume(request.ip);
      const { church, adminClaim, adminClaimExpiresAt } = await registerChurch(
        database.db,
        clock,
        request.body,
      );
      return reply.code(201).send({
        church,
        message: CHURCH_REGISTERED_MESSAGE,
        adminClaim,
        adminClaimExpiresAt: adminClaimExpiresAt.toISOString(),
      });
    },
  );
};
