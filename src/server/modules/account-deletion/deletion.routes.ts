import { accountDeletionRequest, accountDeletionResponse } from '@shared/account-deletion';
import { t } from '@shared/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie } from '../../lib/auth-plugin';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { longDate } from '../users/deleted-accounts';
import { deleteOwnAccount } from './deletion.service';
import { deletionMail } from './deletion-mail';

export const accountDeletionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database, config, throttles, mailer, clock } = deps;

  app.delete(
    '/api/me',
    {
      ...app.access('user', 'not-church-admin'),
      schema: {
        tags: ['users'],
        summary: 'Delete your own account (proving your password)',
        description:
          'At once: every session ends, the person leaves every list and their church, signing in is refused ' +
          'and the e-mail address may register again. Every row holding their data is removed by a job ' +
          'after ACCOUNT_REMOVAL_DAYS (removalDate); their figures stay in church and global totals, ' +
          "anonymous. A confirmation is mailed. 403 for a church's administrator, who deletes the " +
          'church first.',
        security: [{ bearer: [] }, { cookie: [] }],
        body: accountDeletionRequest,
        response: { 200: accountDeletionResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      // A wrong password counts against the account like a failed login: the same secret is guessed.
      const attempt = await throttles.login.attempt(user.email.toLowerCase(), request.ip);
      const deleted = await deleteOwnAccount(
        database.db,
        clock,
        config.ACCOUNT_REMOVAL_DAYS,
        user.id,
        request.body.password,
      );
      await attempt.succeeded();
      clearSessionCookie(reply);
      app.background.run('account deletion mail', () =>
        mailer.send(deletionMail(deleted, config.SUPPORT_EMAIL)),
      );
      return {
        message: t('accountDeletion:deleted', { date: longDate(deleted.removeAfter, deleted.timeZone) }),
        removalDate: deleted.removeAfter.toISOString(),
      };
    },
  );
};
