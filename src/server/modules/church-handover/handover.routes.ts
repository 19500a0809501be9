import {
  HANDOVER_ACCEPTED_MESSAGE,
  HANDOVER_DAYS,
  handoverAcceptRequest,
  handoverAcceptResponse,
  handoverOfferRequest,
  handoverStatus,
} from '@shared/church-handover';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf, churchIdOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { acceptHandover, offerHandover, pendingHandover, withdrawHandover } from './handover.service';
import { handoverLink, handoverMail } from './handover-mail';

/** Handing the church's administration to another member (decisions 003 and 033). */
export const churchHandoverRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database, clock, mailer, config } = deps;
  const db = database.db;
  const schema = { tags: ['church-admin'], security: sessionSecurity };

  app.post(
    '/api/church/handover',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary: "Offer the church's administration to a member (administrator); mails them a link to accept",
        description:
          `One pending offer per church: a new one replaces it. The link works ${HANDOVER_DAYS} days. ` +
          '400 (errors.userId) for yourself or anyone who is not a member of your church.',
        body: handoverOfferRequest,
        response: { 201: handoverStatus, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { status, mail } = await offerHandover(
        db,
        clock,
        churchIdOf(request),
        callerOf(request).user.id,
        request.body.userId,
      );
      // After the commit and off the response: a mail failure is logged, the offer stands (send it again).
      app.background.run('church hand-over offer', () =>
        mailer.send(handoverMail(mail, handoverLink(config.PUBLIC_URL, mail.token))),
      );
      return reply.code(201).send(status);
    },
  );

  app.get(
    '/api/church/handover',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary: "The church's pending hand-over offer (administrator): the member and when the link expires",
        response: { 200: handoverStatus, ...errorResponses(401, 403) },
      },
    },
    (request) => pendingHandover(db, clock, churchIdOf(request)),
  );

  app.delete(
    '/api/church/handover',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary: "Withdraw the church's pending hand-over offer (administrator); its link stops working",
        response: { 204: z.null().describe('Withdrawn, or there was none'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await withdrawHandover(db, churchIdOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/church/handover/accept',
    {
      ...app.access('user', 'handover-member'),
      schema: {
        ...schema,
        summary:
          'Accept the administration offered to you (the token of the e-mailed link), choosing the church password',
        description:
          'In one transaction you become the church’s administrator, with this session’s admin panel ' +
          'unlocked; the administrator who offered it becomes an ordinary member and loses the admin panel ' +
          'at once. The church password becomes churchPassword (the church login and the admin panel gate), ' +
          'and every other session loses its unlock of the church. The link works once. 400 (errors.token) for an unknown, expired or used link; 403 when ' +
          'it was offered to someone else.',
        body: handoverAcceptRequest,
        response: { 200: handoverAcceptResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = callerOf(request);
      const church = await acceptHandover(db, clock, request.body, {
        userId: auth.user.id,
        sessionId: auth.sessionId,
        unlockMinutes: config.CHURCH_UNLOCK_MINUTES,
      });
      return { message: HANDOVER_ACCEPTED_MESSAGE, church };
    },
  );
};
