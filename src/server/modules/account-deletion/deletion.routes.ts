import {
  type AccountDeletionRequest,
  accountDeletionRequest,
  accountDeletionResponse,
  DELETION_LINK_SENT_MESSAGE,
  deletionLinkResponse,
} from '@shared/account-deletion';
import { tIn } from '@shared/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie } from '../../lib/auth-plugin';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { languageOf } from '../../lib/language';
import { longDate } from '../users/deleted-accounts';
import { type DeletionProof, deleteOwnAccount } from './deletion.service';
import { deletionLink, issueDeletionToken } from './deletion-link.service';
import { deletionLinkMail } from './deletion-link-mail';
import { deletionMail } from './deletion-mail';

/** The body's one proof (the schema refuses none and both). */
const proofOf = (body: AccountDeletionRequest): DeletionProof =>
  body.token !== undefined ? { token: body.token } : { password: body.password ?? '' };

export const accountDeletionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database, config, throttles, mailer, clock } = deps;

  app.post(
    '/api/me/deletion-link',
    {
      ...app.access('user', 'not-church-admin'),
      schema: {
        tags: ['users'],
        summary: 'E-mail yourself a link that confirms deleting your account (instead of the password)',
        description:
          'Offered to everyone (decision 033), needed by people who sign in through church login and know ' +
          "the church's password rather than their own. The link (/delete-account?token=…) works once, for " +
          'an hour, and only from the session of the person it was sent to: DELETE /api/me with { token }. ' +
          "Throttled like a password reset request. 403 for a church's administrator.",
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: deletionLinkResponse, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      await throttles.resetAddress.consume(request.ip);
      await throttles.resetAccount.consume(`deletion:${user.id}`);
      const issued = await issueDeletionToken(database.db, clock, user.id);
      const recipient = { email: user.email, timeZone: user.timeZone, language: languageOf(user.language) };
      await mailer.send(
        deletionLinkMail(recipient, deletionLink(config.PUBLIC_URL, issued.token), issued.expiresAt),
      );
      request.log.info('account deletion link sent');
      return { message: DELETION_LINK_SENT_MESSAGE };
    },
  );

  app.delete(
    '/api/me',
    {
      ...app.access('user', 'not-church-admin'),
      schema: {
        tags: ['users'],
        summary: 'Delete your own account (proving your password, or with an e-mailed link)',
        description:
          'Exactly one of { password } or { token } (of POST /api/me/deletion-link; your own, unused, ' +
          'unexpired). At once: every session ends, the person leaves every list and their church, ' +
          'signing in is refused and the e-mail address may register again. Every row holding their data ' +
          'is removed by a job after ACCOUNT_REMOVAL_DAYS (removalDate); their figures stay in church and ' +
          "global totals, anonymous. A confirmation is mailed. 403 for a church's administrator, who " +
          'deletes the church first.',
        security: [{ bearer: [] }, { cookie: [] }],
        body: accountDeletionRequest,
        response: { 200: accountDeletionResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      const proof = proofOf(request.body);
      // A wrong password counts against the account like a failed login: the same secret is guessed.
      // A token is 256 random bits, not worth guessing, and bound to this session's person.
      const attempt =
        'password' in proof ? await throttles.login.attempt(user.email.toLowerCase(), request.ip) : null;
      const deleted = await deleteOwnAccount(database.db, clock, config.ACCOUNT_REMOVAL_DAYS, user.id, proof);
      await attempt?.succeeded();
      clearSessionCookie(reply);
      app.background.run('account deletion mail', () =>
        mailer.send(deletionMail(deleted, config.SUPPORT_EMAIL)),
      );
      // In the person's language here (decision 035 translates English texts on the way out, but the
      // date formatted into this one would stay English).
      const { language, timeZone, removeAfter } = deleted;
      return {
        message: tIn(language)('accountDeletion:deleted', {
          date: longDate(removeAfter, timeZone, language),
        }),
        removalDate: deleted.removeAfter.toISOString(),
      };
    },
  );
};
