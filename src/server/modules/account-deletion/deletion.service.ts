import { WRONG_PASSWORD_MESSAGE } from '@shared/account-deletion';
import type { PersonLanguage } from '@shared/i18n';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountDeletions,
  accountDeletionTokens,
  passwordResetTokens,
  planEnrollments,
  pushSubscriptions,
  reminderSchedule,
  reminderSettings,
  users,
} from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/errors';
import { languageOf } from '../../lib/language';
import { verifyPassword } from '../../lib/passwords';
import { endUserSessions } from '../../lib/sessions';
import { randomToken } from '../../lib/tokens';
import { releaseChurchEmail } from '../users/church-account';
import { userRow } from '../users/users.service';
import { claimDeletionToken } from './deletion-link.service';

const DAY_MS = 86_400_000;

/** What the confirmation e-mail needs: the address the account had, before it was freed. */
export interface DeletedAccount {
  email: string;
  timeZone: string;
  language: PersonLanguage;
  deletedAt: Date;
  removeAfter: Date;
}

/** What proves it is the person and not just their session: the password, or an e-mailed link's token. */
export type DeletionProof = { password: string } | { token: string };

/**
 * The person deletes their own account, proving it is them (a session alone may be a borrowed device)
 * with their password or the token of the link e-mailed to them (spent in the transaction). In one
 * transaction, the account leaves at once (decision 033): every session, reset and deletion link ends,
 * it leaves its church (so no member list, board or plan count shows it), its address is freed for a new
 * account (the row keeps a placeholder; the old address waits in account_deletions for the sign-in
 * refusal), reminders and pushes stop (their settings go: a job already running finds none). Its rows are
 * removed by the removal job after `removalDays`. Church administrators never reach here: the route's
 * guard asks them to delete the church first.
 */
export async function deleteOwnAccount(
  db: Db,
  clock: Clock,
  removalDays: number,
  userId: number,
  proof: DeletionProof,
): Promise<DeletedAccount> {
  const me = await userRow(db, userId);
  if ('password' in proof && !(await verifyPassword(me.passwordHash, proof.password)))
    throw fieldError('password', WRONG_PASSWORD_MESSAGE);
  const deletedAt = clock.now();
  const removeAfter = new Date(deletedAt.getTime() + removalDays * DAY_MS);
  await transaction(db, async (tx) => {
    if ('token' in proof) await claimDeletionToken(tx, clock, me.id, proof.token);
    await tx
      .insert(accountDeletions)
      .values({ userId: me.id, email: me.email, passwordHash: me.passwordHash, deletedAt, removeAfter });
    await tx
      .update(users)
      .set({
        // `.invalid` is reserved (RFC 2606): no mail goes there, and the random part never collides.
        email: `deleted-${randomToken().slice(0, 24)}@removed.invalid`,
        churchId: null,
        isChurchAdmin: false,
        shareNameWithChurch: false,
        hideFromBoards: true,
      })
      .where(eq(users.id, me.id));
    // Their church no longer signs in (and mails resets) at the address of a deleted person (decision 037).
    await releaseChurchEmail(tx, me);
    await endUserSessions(tx, me.id);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, me.id));
    await tx.delete(accountDeletionTokens).where(eq(accountDeletionTokens.userId, me.id));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id));
    // No more reminders: none is scheduled, and one already queued sends nothing, its handler finding
    // no settings. The removal deletes such jobs with the rest of the person (lib/job-queue-tables.ts).
    await tx.delete(reminderSchedule).where(eq(reminderSchedule.userId, me.id));
    await tx.delete(reminderSettings).where(eq(reminderSettings.userId, me.id));
    // A church plan's counts of who follows and who is on track no longer include the person.
    await tx.update(planEnrollments).set({ churchPlanId: null }).where(eq(planEnrollments.userId, me.id));
  });
  return {
    email: me.email,
    timeZone: me.timeZone,
    language: languageOf(me.language),
    deletedAt,
    removeAfter,
  };
}
