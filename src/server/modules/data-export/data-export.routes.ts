import { Readable } from 'node:stream';
import { exportQuery } from '@shared/data-export';
import { dayIn } from '@shared/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/csv-download';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { csvExport } from './csv';
import { jsonExport } from './json';

const DESCRIPTION = `Everything Lampstand holds about the signed-in person, streamed as it is read (decision 032).
Only the session's person is exported: no parameter names anyone else.

**format=json**: one file, \`lampstand-export-YYYY-MM-DD.json\`:
\`{ format: "lampstand-export", version: 1, exportedAt, profile, church, reminderSettings, pushDevices,
readings, prayers, prayerRequests, plans, ownPlans, notifications }\`
- profile: id, name, email, timeZone, shareNameWithChurch, hideFromBoards, restDay, createdAt
- church: null, or id, name, city, state, isChurchAdmin
- reminderSettings: null (never saved: all off), or dailyEmail, dailyPush, dailyTime, dailyDays, behindEmail,
  behindPush, behindTime, weeklyEmail, weeklyDay, weeklyTime, updatedAt
- pushDevices: one { subscribedAt } per browser that receives pushes (never its address or keys)
- readings: id, date, book (English name), chapter, churchId, loggedAt
- prayers: id, date, minutes, notes, churchId, loggedAt
- prayerRequests: id, request, answered, answeredAt, createdAt
- plans (the plans followed): id, name, builtInPlan, ownPlanId, churchPlan, startDate, endDate, readingDays,
  pausedOn, createdAt, chapters (scheduled), chaptersRead
- ownPlans (the plans the person made): id, name, chapters, days (each day's "Book chapter" list), createdAt
- notifications: id, kind, message, createdAt, readAt

Lists are newest first. Never included: the password hash, sessions, reset or unsubscribe tokens, push keys.
At most 30 exports a person an hour (429 with Retry-After beyond).

**format=csv**: \`lampstand-export-YYYY-MM-DD.zip\` holding profile.csv, readings.csv, prayers.csv,
prayer-requests.csv, plans.csv, notifications.csv and reminder-settings.csv: the same fields with snake_case
headers (reminder-settings.csv adds push_devices, a count; the day lists of ownPlans are in the JSON only).`;

export const dataExportRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { database, clock, throttles },
) => {
  app.get(
    '/api/me/export',
    {
      ...app.access('user'),
      schema: {
        tags: ['data-export'],
        summary: 'Download all of your own data, as JSON or as a zip of CSV files',
        description: DESCRIPTION,
        security: sessionSecurity,
        querystring: exportQuery,
        produces: ['application/json', 'application/zip'],
        response: {
          200: z.string().describe('The JSON file or the zip, as an attachment'),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      await throttles.exportAccount.consume(String(user.id));
      const now = clock.now();
      const name = `lampstand-export-${dayIn(user.timeZone, now)}`;
      const { format } = request.query;
      reply.header('content-disposition', attachment(`${name}.${format === 'json' ? 'json' : 'zip'}`));
      // A stream is piped to the reply as it is (Fastify serialises only other payloads), with the
      // socket's back-pressure; the schema documents it.
      const body =
        format === 'json'
          ? Readable.from(jsonExport(database.db, user.id, now))
          : await csvExport(database.db, user.id, now);
      reply.type(format === 'json' ? 'application/json; charset=utf-8' : 'application/zip');
      return reply.send(body as unknown as string);
    },
  );
};
