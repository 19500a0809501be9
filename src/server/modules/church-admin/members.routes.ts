import {
  adminUserUpdateRequest,
  CHURCH_USERS_MAX,
  churchMember,
  churchMemberList,
  idParams,
} from '@shared/church-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf, churchIdOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { resetLink } from '../users/reset-tokens';
import { accountChangeMail } from './account-change-mail';
import { updateMember } from './member-update.service';
import { listMembers, removeMember } from './members.service';

export const churchMembersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database, clock, mailer, config } = deps;
  // Any unlocked member sees the list; changing or removing another person needs the administrator:
  // knowing the church password gives no power over another account (issue 9).
  const schema = { tags: ['church-admin'], security: sessionSecurity };

  app.get(
    '/api/church/users',
    {
      ...app.access('church-unlocked'),
      schema: {
        ...schema,
        summary: "The church's members: names and e-mails only, 'Anonymous member' for those who opted out",
        description: `At most ${CHURCH_USERS_MAX}, ordered by the name shown.`,
        response: { 200: churchMemberList, ...errorResponses(401, 403) },
      },
    },
    (request) => listMembers(database.db, churchIdOf(request)),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary:
          "Edit a member's name, e-mail and optionally password (administrator; a new e-mail or password ends their sessions)",
        description:
          'A change of e-mail or password is recorded and mailed to the previous address with a reset link; ' +
          'a password set here is temporary: the member must choose their own before anything else. ' +
          "Changing another member's e-mail or password needs confirmationCode, mailed to your own address by " +
          "POST /api/church/confirmation-code (purpose 'member-change'): 400 errors.confirmationCode without it.",
        params: idParams,
        body: adminUserUpdateRequest,
        response: { 200: churchMember, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { member, notice } = await updateMember(
        database.db,
        clock,
        churchIdOf(request),
        callerOf(request).user,
        request.params.id,
        request.body,
      );
      if (notice) {
        // After the commit and off the response: a mail failure is logged, the change stands.
        app.background.run('account change notice', () =>
          mailer.send(accountChangeMail(notice, resetLink(config.PUBLIC_URL, notice.resetToken))),
        );
      }
      return member;
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary: 'Remove a member from the church (administrator; their account and entries stay)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await removeMember(database.db, churchIdOf(request), callerOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
