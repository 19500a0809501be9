import {
  PASSWORD_CHOSEN_MESSAGE,
  passwordChangeRequest,
  passwordChangeResponse,
} from '@shared/account-security';
import { loginResponse } from '@shared/auth';
import { profileUpdateRequest, profileUpdateResponse, registerRequest, userSchema } from '@shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setSessionCookie } from '../../lib/auth-plugin';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { changeOwnPassword } from './password.service';
import { getUser, type ProfileHooks, registerUser, updateProfile } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<AppDeps & ProfileHooks> = async (app, deps) => {
  const { database, config, throttles } = deps;
  const settings = { clock: deps.clock, sessionDays: config.SESSION_DAYS };

  app.post(
    '/api/users',
    {
      ...app.access('public'),
      schema: {
        tags: ['users'],
        summary: 'Register a user account and log in',
        body: registerRequest,
        response: { 201: loginResponse, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await throttles.registerAddress.consume(request.ip);
      const { user, session } = await registerUser(database.db, settings, request.body);
      // Registering signs in: this address is known to the account (decision 004).
      await throttles.login.trust(user.email, request.ip);
      setSessionCookie(reply, config, session);
      return reply.code(201).send({ token: session.token, user });
    },
  );

  app.get(
    '/api/me',
    {
      ...app.access('user', 'church-account'),
      schema: {
        tags: ['users'],
        summary: 'The logged-in user',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getUser(database.db, callerOf(request).user.id);
    },
  );

  app.patch(
    '/api/profile',
    {
      ...app.access('user'),
      schema: {
        tags: ['users'],
        summary: "Update the logged-in user's profile",
        description: 'A changed e-mail ends the other sessions and returns a new token (and cookie).',
        security: [{ bearer: [] }, { cookie: [] }],
        body: profileUpdateRequest,
        response: { 200: profileUpdateResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { user, session } = await updateProfile(
        database.db,
        settings,
        callerOf(request).user.id,
        callerOf(request).sessionId,
        request.body,
        { timeZoneChanged: deps.timeZoneChanged },
      );
      if (!session) return { user };
      setSessionCookie(reply, config, session);
      return { user, token: session.token };
    },
  );

  app.put(
    '/api/profile/password',
    {
      // The one route (with logout) that a session on a temporary password may call: it is how they leave it.
      ...app.access('user', 'temporary-password'),
      schema: {
        tags: ['users'],
        summary: 'Change your own password (proving the current one); ends your other sessions',
        description:
          'A password set by the church administrator is temporary: until it is changed here, every other ' +
          "request of the session answers 403 with code 'password_change_required'.",
        security: [{ bearer: [] }, { cookie: [] }],
        body: passwordChangeRequest,
        response: { 200: passwordChangeResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const auth = callerOf(request);
      // Wrong current passwords count against the account like failed logins: the same secret is guessed.
      const account = auth.user.email.toLowerCase();
      const attempt = await throttles.login.attempt(account, request.ip);
      const user = await changeOwnPassword(database.db, auth.user.id, auth.sessionId, request.body);
      await attempt.succeeded();
      return { message: PASSWORD_CHOSEN_MESSAGE, user };
    },
  );
};
