import { confirmationCodeRequest, confirmationCodeSent } from '@shared/confirmations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { languageOf } from '../../lib/language';
import { sessionSecurity } from '../../lib/openapi';
import { mailConfirmationCode } from '../users/confirmation-mail';

/** The code that confirms an administrator's power over another person or the church's credentials. */
export const churchConfirmationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database, clock, mailer, throttles } = deps;

  app.post(
    '/api/church/confirmation-code',
    {
      ...app.access('church-admin'),
      schema: {
        tags: ['church-admin'],
        security: sessionSecurity,
        summary:
          "Mail a 6-digit code to your own address, to confirm one administrator's action (decision 037)",
        description:
          "Changing a member's e-mail or password, the church password, deleting the church and handing over " +
          "the administration each need a code of their purpose, sent to the acting account's own address (the " +
          "church's, for the church account). A code works 10 minutes, once; 5 wrong tries end it; a new code " +
          'replaces the previous one of its purpose. 10 codes an hour per account (429 past it).',
        body: confirmationCodeRequest,
        response: { 200: confirmationCodeSent, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      await throttles.confirmationCodeAccount.consume(String(user.id));
      return mailConfirmationCode(
        database.db,
        clock,
        { userId: user.id, purpose: request.body.purpose, sentTo: user.email },
        { account: user.name, language: languageOf(user.language) },
        (message) => app.background.run('confirmation code', () => mailer.send(message)),
      );
    },
  );
};
