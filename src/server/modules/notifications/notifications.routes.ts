import { NOTIFICATIONS_LISTED, notificationList } from '@shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf } from '../../lib/guards';
import { requestLanguage } from '../../lib/language';
import { sessionSecurity } from '../../lib/openapi';
import { listNotifications, markAllRead } from './notifications.service';

const schema = { tags: ['notifications'], security: sessionSecurity };

export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  app.get(
    '/api/notifications',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary:
          'The caller’s milestones (streaks, badges, church milestones), newest first, and the unread count',
        description:
          `At most ${NOTIFICATIONS_LISTED} items; unread counts all of them. Messages are in the caller's ` +
          'language (their saved one): made from the catalogue text stored with each notification.',
        response: { 200: notificationList, ...errorResponses(401) },
      },
    },
    (request) => listNotifications(database.db, callerOf(request).user.id, requestLanguage(request)),
  );

  app.post(
    '/api/notifications/read',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'Mark all of the caller’s notifications as read',
        response: { 204: z.null().describe('Marked'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await markAllRead(database.db, clock, callerOf(request).user.id);
      return reply.code(204).send(null);
    },
  );
};
