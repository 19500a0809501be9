import {
  HANDOVER_ACCEPTED_MESSAGE,
  HANDOVER_DAYS,
  handoverAcceptRequest,
  handoverAcceptResponse,
  handoverEmailCodeRequest,
  handoverOfferRequest,
  handoverStatus,
} from '@shared/church-handover';
import { confirmationCodeSent } from '@shared/confirmations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf, churchIdOf } from '../../lib/guards';
import { languageOf } from '../../lib/language';
import { sessionSecurity } from '../../lib/openapi';
import { mailConfirmationCode } from '../users/confirmation-mail';
import {
  acceptHandover,
  CHURCH_EMAIL_PURPOSE,
  handoverMemberOf,
  invalidLink,
  offerHandover,
  pendingHandover,
  withdrawHandover,
} from './handover.service';

import { handoverLink, handoverMail } from './handover-mail';

/** Handing the church's administration to another member (decisions 003 and 033). */
export const churchHandoverRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database, clock, mailer, config, throttles } = deps;
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
          '400 (errors.userId) for yourself or anyone who is not a member of your church. Needs confirmationCode, ' +
          "mailed to your own address by POST /api/church/confirmation-code (purpose 'handover'): 400 " +
          'errors.confirmationCode without it.',
        body: handoverOfferRequest,
        response: { 201: handoverStatus, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { status, mail } = await offerHandover(
        db,
        clock,
        churchIdOf(request),
        callerOf(request).user,
        request.body,
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
    '/api/church/handover/email-code',
    {
      ...app.access('user', 'handover-member'),
      schema: {
        ...schema,
        summary:
          "Mail a 6-digit code to the address you choose as the church's e-mail, before accepting the administration",
        description:
          'The church’s sign-in (Church Login, its password resets) moves to the new administrator with the ' +
          'administration (decision 037); the code proves the address is theirs. 400 (errors.token) for an ' +
          'unknown, expired or used link; 403 when it was offered to someone else; 429 past 10 codes an hour.',
        body: handoverEmailCodeRequest,
        response: { 200: confirmationCodeSent, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      if ((await handoverMemberOf(db, clock, request.body.token)) === null) throw invalidLink();
      await throttles.confirmationCodeAccount.consume(String(user.id));
      return mailConfirmationCode(
        db,
        clock,
        { userId: user.id, purpose: CHURCH_EMAIL_PURPOSE, sentTo: request.body.churchEmail },
        { account: user.name, language: languageOf(user.language) },
        (message) => app.background.run('confirmation code', () => mailer.send(message)),
      );
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
          'at once (an offer made by the church account leaves it as it is). The church’s credentials move to ' +
          'you: its e-mail becomes churchEmail (proven by emailCode, from POST /api/church/handover/email-code) ' +
          'and its password churchPassword (the church login and the admin panel gate); reset links sent to ' +
          'the previous address die, the church account’s sessions end and every other session loses its ' +
          'unlock of the church. The link works once. 400 (errors.token) for an unknown, expired or used ' +
          'link, (errors.emailCode) for a wrong code; 403 when it was offered to someone else; 409 ' +
          '(errors.churchEmail) when another church has that address.',
        body: handoverAcceptRequest,
        response: { 200: handoverAcceptResponse, ...errorResponses(400, 401, 403, 409) },
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
