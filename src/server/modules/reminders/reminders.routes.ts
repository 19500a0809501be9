import { t } from '@shared/i18n';
import {
  reminderSettingsUpdate,
  remindersResponse,
  unsubscribeBody,
  unsubscribeRequest,
  unsubscribeResponse,
} from '@shared/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { badRequest } from '../../lib/errors';
import { callerOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { getReminders, updateReminders } from './settings.service';
import { unsubscribe } from './unsubscribe.service';

const tags = ['reminders'];

/** A one-click POST's body says only "List-Unsubscribe=One-Click": the query string carries the values. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export const remindersRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { database, config, clock, throttles },
) => {
  // Only in this plugin: mail clients post a form (RFC 8058); the form's fields are not used.
  app.addContentTypeParser(FORM_TYPES, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );

  app.get(
    '/api/me/reminders',
    {
      ...app.access('user'),
      schema: {
        tags,
        security: sessionSecurity,
        summary: 'The caller’s reminder settings, their time zone and their push set-up',
        response: { 200: remindersResponse, ...errorResponses(401, 403) },
      },
    },
    (request) => getReminders(database.db, config, callerOf(request).user.id),
  );

  app.put(
    '/api/me/reminders',
    {
      ...app.access('user'),
      schema: {
        tags,
        security: sessionSecurity,
        summary: 'Change any part of the caller’s reminder settings',
        description:
          'What the body leaves out keeps its value; unknown fields are refused, except the GET answer’s ' +
          'read-only `timeZone` and `push`, which are ignored (send the GET document back with one value ' +
          'changed). Times are "HH:MM" in the ' +
          'profile’s time zone; days are 0 (Sunday) to 6. Answers the whole settings.',
        body: reminderSettingsUpdate,
        response: { 200: remindersResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => updateReminders(database.db, config, clock, callerOf(request).user.id, request.body),
  );

  app.post(
    '/api/reminders/unsubscribe',
    {
      ...app.access('public'),
      schema: {
        tags,
        summary: 'Stop one kind of reminder e-mail, without signing in',
        description:
          'The e-mails’ List-Unsubscribe URL (RFC 8058 one-click: `token` and `kind` in the query, a form ' +
          'body `List-Unsubscribe=One-Click` or none) or the /unsubscribe page (JSON `{ token, kind }`). Turns off ' +
          'that kind’s e-mails only; pushes stay. 404 for a token that matches nobody.',
        querystring: unsubscribeRequest.partial(),
        body: unsubscribeBody,
        response: { 200: unsubscribeResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await throttles.unsubscribeAddress.consume(request.ip);
      const input = unsubscribeRequest.safeParse({ ...request.query, ...request.body });
      if (!input.success) throw badRequest(t('reminders:invalidUnsubscribe'));
      return unsubscribe(database.db, clock, input.data.token, input.data.kind);
    },
  );
};
