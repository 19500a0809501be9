import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequest,
  forgotPasswordResponse,
  PASSWORD_RESET_DONE_MESSAGE,
  resetPasswordRequest,
  resetPasswordResponse,
} from '@shared/password-reset';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { requestLanguage } from '../../lib/language';
import { issueResetToken, type ResetKind, resetPassword } from './password-reset.service';
import { resetMail } from './reset-mail';

export const passwordResetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database, config, clock, mailer, throttles } = deps;

  for (const kind of ['user', 'church'] as const satisfies ResetKind[]) {
    app.post(
      `/api/forgot-password/${kind}`,
      {
        ...app.access('public'),
        schema: {
          tags: ['password-reset'],
          summary: `Send a password reset link to a ${kind === 'user' ? 'user account' : 'church'}`,
          description: 'Answers the same whether or not the address has an account.',
          body: forgotPasswordRequest,
          response: { 200: forgotPasswordResponse, ...errorResponses(400, 403, 429) },
        },
      },
      async (request) => {
        const email = request.body.email;
        await throttles.resetAddress.consume(request.ip);
        await throttles.resetAccount.consume(`${kind}:${email.toLowerCase()}`);
        const base = config.PUBLIC_URL;
        const language = requestLanguage(request);
        // Looking the address up and mailing happen after the answer, so its timing reveals nothing.
        app.background.run('password reset mail', async () => {
          const issued = await issueResetToken(database.db, clock, kind, email);
          if (!issued) return;
          const link = `${base}/reset-password?token=${encodeURIComponent(issued.token)}`;
          await mailer.send(resetMail(issued.to, link, kind, issued.language ?? language));
          request.log.info({ kind }, 'password reset link sent');
        });
        return { success: true, message: FORGOT_PASSWORD_MESSAGE };
      },
    );
  }

  app.post(
    '/api/reset-password',
    {
      ...app.access('public'),
      schema: {
        tags: ['password-reset'],
        summary: 'Set a new password with the token of a reset link; ends the sessions it protected',
        body: resetPasswordRequest,
        response: { 200: resetPasswordResponse, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const email = await resetPassword(database.db, clock, request.body.token, request.body.password);
      // The link proved the mailbox: this address may sign in even while the account is under attack.
      await throttles.login.trust(email, request.ip);
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );
};
