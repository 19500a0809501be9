import {
  LOGOUT_MESSAGE,
  type LoginRequest,
  loginRequest,
  loginResponse,
  messageResponse,
} from '@shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, setSessionCookie } from '../../lib/auth-plugin';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { requestLanguage } from '../../lib/language';
import { type LoginResult, loginChurch, loginUser, logout } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database, config, throttles } = deps;
  const settings = {
    clock: deps.clock,
    sessionDays: config.SESSION_DAYS,
    churchUnlockMinutes: config.CHURCH_UNLOCK_MINUTES,
    demo: config.PAYPAL_DEMO,
  };

  /*
   * The sign-in rule (lib/sign-in-guard.ts, decision 004): attempts count before the password is checked,
   * per account and address tightly and per account from unknown addresses with a growing delay. The
   * account key is shared by both logins: the church and its administrator start with the same e-mail.
   */
  async function throttled(ip: string, input: LoginRequest, signIn: () => Promise<LoginResult>) {
    const attempt = await throttles.login.attempt(input.email, ip);
    const result = await signIn();
    await attempt.succeeded();
    return result;
  }

  // The church login takes the church's e-mail and password, with the same bounds as a user login.
  const loginSchema = (summary: string) => ({
    tags: ['auth'],
    summary,
    body: loginRequest,
    response: { 200: loginResponse, ...errorResponses(400, 401, 403, 429) },
  });

  app.post(
    '/api/login',
    { ...app.access('public'), schema: loginSchema('Log in with e-mail and password') },
    async (request, reply) => {
      const { user, session } = await throttled(request.ip, request.body, () =>
        loginUser(database.db, settings, request.body, requestLanguage(request)),
      );
      setSessionCookie(reply, config, session);
      return { token: session.token, user };
    },
  );

  app.post(
    '/api/church/login',
    {
      ...app.access('public'),
      schema: loginSchema(
        "Log in with the church's e-mail and password (as its administrator, admin panel unlocked)",
      ),
    },
    async (request, reply) => {
      const { user, session } = await throttled(request.ip, request.body, () =>
        loginChurch(database.db, settings, request.body),
      );
      setSessionCookie(reply, config, session);
      return { token: session.token, user };
    },
  );

  app.post(
    '/api/logout',
    {
      ...app.access('user', 'temporary-password', 'church-account'),
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: messageResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await logout(database.db, callerOf(request).sessionId);
      clearSessionCookie(reply);
      return { message: LOGOUT_MESSAGE };
    },
  );
};
