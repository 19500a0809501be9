import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserUpdateRequest,
  CHURCH_USERS_MAX,
  churchMember,
  churchMemberList,
  idParams,
} from '../../../shared/church-admin';
import { churchGuards } from '../../lib/church-guards';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { authOf, requireUser } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { listMembers, removeMember, updateMember } from './members';

export const churchMembersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  const { requireChurchUnlocked } = churchGuards(clock);
  const unlocked = {
    config: { access: 'church-unlocked' as const },
    preValidation: [requireUser, requireChurchUnlocked],
  };
  const schema = { tags: ['church-admin'], security: sessionSecurity };

  app.get(
    '/api/church/users',
    {
      ...unlocked,
      schema: {
        ...schema,
        summary: "The church's members: names and e-mails only, 'Anonymous member' for those who opted out",
        description: `At most ${CHURCH_USERS_MAX}, ordered by the name shown.`,
        response: { 200: churchMemberList, ...errorResponses(401, 403) },
      },
    },
    (request) => listMembers(database.db, authOf(request).user.churchId as number),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      ...unlocked,
      schema: {
        ...schema,
        summary:
          "Edit a member's name, e-mail and optionally password (a new e-mail or password ends their sessions)",
        params: idParams,
        body: adminUserUpdateRequest,
        response: { 200: churchMember, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (request) => updateMember(database.db, authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      ...unlocked,
      schema: {
        ...schema,
        summary: 'Remove a member from the church (their account and entries stay)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await removeMember(database.db, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
