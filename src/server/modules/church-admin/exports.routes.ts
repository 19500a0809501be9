import { churchFiguresQuery } from '@shared/church-admin';
import { dayIn } from '@shared/dates';
import { tIn } from '@shared/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, csvStream } from '../../lib/csv-download';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf, churchIdOf } from '../../lib/guards';
import { requestLanguage } from '../../lib/language';
import { sessionSecurity } from '../../lib/openapi';
import { annualFigureRows, memberRows, weeklyFigureRows } from './exports.service';

const csvFile = z.string().describe('text/csv, as an attachment');
const columns = (...pairs: Array<[key: string, header: string]>) =>
  pairs.map(([key, header]) => ({ key, header }));

export const churchExportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  const db = database.db;
  const schema = { tags: ['church-admin'], security: sessionSecurity, produces: ['text/csv'] };
  // The file's date is the caller's day, as every date they see.
  const fileName = (request: Parameters<typeof callerOf>[0], what: string) =>
    `${what}-${dayIn(callerOf(request).user.timeZone, clock.now())}.csv`;

  app.get(
    '/api/church/export/members',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary: "The church's member list as CSV (administrator)",
        description:
          'Columns name, email, church_admin, ordered by the name shown. A member who opted out of sharing ' +
          "their name is 'Anonymous member' (in the administrator's language) with an empty email (decision 032).",
        response: { 200: csvFile, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(fileName(request, 'church-members')))
        .send(
          csvStream(
            memberRows(db, churchIdOf(request), tIn(requestLanguage(request))('common:anonymousMember')),
            columns(['name', 'name'], ['email', 'email'], ['churchAdmin', 'church_admin']),
          ) as unknown as string,
        ),
  );

  app.get(
    '/api/church/export/figures',
    {
      ...app.access('church-admin', 'live-subscription'),
      schema: {
        ...schema,
        summary: "The church's weekly or annual figures as CSV (administrator)",
        description:
          'period=weekly: week_start, week_end, chapters, prayer_minutes for every 7-day week of the current ' +
          'period (weeks counted from its first day, as in the analytics). period=annual: year, chapters, ' +
          'prayer_minutes for every calendar year with entries written with the church (the annual reports). ' +
          '402 when the subscription has expired.',
        querystring: churchFiguresQuery,
        response: { 200: csvFile, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request, reply) => {
      const weekly = request.query.period === 'weekly';
      const rows = weekly
        ? await weeklyFigureRows(db, clock, callerOf(request).user.id)
        : await annualFigureRows(db, churchIdOf(request));
      const figures: Array<[string, string]> = [
        ['chapters', 'chapters'],
        ['prayerMinutes', 'prayer_minutes'],
      ];
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          attachment(fileName(request, `church-${request.query.period}-figures`)),
        )
        .send(
          csvStream(
            rows,
            weekly
              ? columns(['weekStart', 'week_start'], ['weekEnd', 'week_end'], ...figures)
              : columns(['year', 'year'], ...figures),
          ) as unknown as string,
        );
    },
  );
};
