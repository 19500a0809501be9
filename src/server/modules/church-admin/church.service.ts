import {
  type ChurchSettings,
  type churchSettingsUpdate,
  NOT_YOUR_CHURCH_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@shared/church-admin';
import { t } from '@shared/i18n';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { annualReports, churches, sessions, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { endChurchAccountSessions } from '../users/church-account';
import { checkConfirmationCode, spendConfirmationCode } from '../users/confirmation-codes';

const settingsColumns = {
  id: churches.id,
  name: churches.name,
  city: churches.city,
  state: churches.state,
  email: churches.email,
  logoUrl: churches.logoUrl,
};

/** The church's e-mail is its sign-in: administrators see it, other members never do (decision 037). */
export async function churchSettings(db: Db, churchId: number, isAdmin: boolean): Promise<ChurchSettings> {
  const [row] = await db.select(settingsColumns).from(churches).where(eq(churches.id, churchId)).limit(1);
  if (!row) throw notFound(t('common:churchNotFound'));
  return isAdmin ? row : { ...row, email: null };
}

/** Name, city, state and logo; an empty logo removes it, an absent one keeps it. */
export async function updateChurchSettings(
  db: Db,
  churchId: number,
  input: z.output<typeof churchSettingsUpdate>,
): Promise<ChurchSettings> {
  const logo = input.logoUrl === undefined ? {} : { logoUrl: input.logoUrl || null };
  // In a transaction, though one statement: a request's Idempotency-Key commits with it (decision 025).
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(churches)
      .set({ name: input.name, city: input.city, state: input.state, ...logo })
      .where(eq(churches.id, churchId))
      .returning(settingsColumns);
    if (!row) throw notFound(t('common:churchNotFound'));
    return row;
  });
}

/**
 * A new church password (the admin-panel gate and the church login), confirmed by the code mailed to the
 * acting administrator (decision 037). Other sessions lose their unlock of this church and the church
 * account's other sessions end: whoever knew the old password must know the new one.
 */
export async function changeChurchPassword(
  db: Db,
  clock: Clock,
  churchId: number,
  actor: { id: number; email: string; sessionId: number },
  input: { currentPassword: string; newPassword: string; confirmationCode: string },
): Promise<void> {
  const { sessionId } = actor;
  const [church] = await db
    .select({ passwordHash: churches.passwordHash })
    .from(churches)
    .where(eq(churches.id, churchId))
    .limit(1);
  if (!church) throw notFound(t('common:churchNotFound'));
  if (!(await verifyPassword(church.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  const codeId = await checkConfirmationCode(
    db,
    clock,
    { userId: actor.id, purpose: 'church-password', sentTo: actor.email },
    input.confirmationCode,
    'confirmationCode',
  );
  const passwordHash = await hashPassword(input.newPassword);
  await transaction(db, async (tx) => {
    await spendConfirmationCode(tx, codeId, 'confirmationCode');
    await tx.update(churches).set({ passwordHash }).where(eq(churches.id, churchId));
    await endChurchAccountSessions(tx, churchId, sessionId);
    await tx
      .update(sessions)
      .set({ unlockedChurchId: null, unlockedUntil: null })
      .where(and(eq(sessions.unlockedChurchId, churchId), ne(sessions.id, sessionId)));
  });
}

/**
 * Deletes the caller's church. Members are detached first (no church, not administrators) and keep
 * their accounts and entries (whose church becomes null); the subscription, payments, rollups and frozen
 * church reports go with the church, and so does the church's own account. Confirmed by the code mailed to
 * the acting administrator (decision 037).
 */
export async function deleteChurch(
  db: Db,
  clock: Clock,
  callerChurchId: number,
  churchId: number,
  actor: { id: number; email: string; confirmationCode: string },
): Promise<void> {
  if (callerChurchId !== churchId) throw forbidden(NOT_YOUR_CHURCH_MESSAGE);
  const codeId = await checkConfirmationCode(
    db,
    clock,
    { userId: actor.id, purpose: 'church-delete', sentTo: actor.email },
    actor.confirmationCode,
    'confirmationCode',
  );
  await transaction(db, async (tx) => {
    await spendConfirmationCode(tx, codeId, 'confirmationCode');
    await tx.update(users).set({ churchId: null, isChurchAdmin: false }).where(eq(users.churchId, churchId));
    await tx
      .delete(annualReports)
      .where(and(eq(annualReports.scope, 'church'), eq(annualReports.subjectId, churchId)));
    await tx.delete(churches).where(eq(churches.id, churchId));
  });
}
