import { type PasswordChangeRequest, SAME_PASSWORD_MESSAGE } from '@shared/account-security';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '@shared/church-admin';
import type { User } from '@shared/users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { fieldError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { endUserSessions } from '../../lib/sessions';
import { lockLiveAccount } from './deleted-accounts';
import { getUser, userRow } from './users.service';

/**
 * The person changes their own password, proving the current one (a session alone is not enough: it may
 * be a borrowed device). This is also how a temporary password set by the administrator is replaced: the
 * flag is cleared, and every other session ends, including any the administrator may have opened with
 * the temporary password. This session stays signed in.
 */
export async function changeOwnPassword(
  db: Db,
  userId: number,
  sessionId: number,
  input: PasswordChangeRequest,
): Promise<User> {
  const me = await userRow(db, userId);
  if (!(await verifyPassword(me.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  if (input.newPassword === input.currentPassword) throw fieldError('newPassword', SAME_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(input.newPassword);
  await transaction(db, async (tx) => {
    await lockLiveAccount(tx, me.id);
    await tx.update(users).set({ passwordHash, passwordMustChange: false }).where(eq(users.id, me.id));
    await endUserSessions(tx, me.id, sessionId);
  });
  return getUser(db, me.id);
}
