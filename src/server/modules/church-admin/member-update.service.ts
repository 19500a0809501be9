import {
  ANONYMOUS_MEMBER_PRIVATE_MESSAGE,
  type ChurchMember,
  NOT_YOUR_MEMBER_MESSAGE,
} from '@shared/church-admin';
import type { PersonLanguage } from '@shared/i18n';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountChanges, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { forbidden } from '../../lib/errors';
import { languageOf } from '../../lib/language';
import { hashPassword } from '../../lib/passwords';
import { endUserSessions } from '../../lib/sessions';
import { emailTakenError, userEmailInUse } from '../users/accounts';
import { checkConfirmationCode, spendConfirmationCode } from '../users/confirmation-codes';
import { createResetToken } from '../users/reset-tokens';
import { memberColumns, memberOf, memberView } from './members.service';

/** What the person is told at their previous address after someone else changed their account. */
export interface AccountChangeNotice {
  to: string;
  newEmail: string;
  emailChanged: boolean;
  passwordChanged: boolean;
  changedBy: string;
  at: Date;
  /** The member's own zone, to say when in their terms. */
  timeZone: string;
  /** The member's language, the notice's (decision 035). */
  language: PersonLanguage;
  /** A reset link's token, so the person can take their account back if the change was not theirs. */
  resetToken: string;
}

export interface MemberUpdate {
  name: string;
  email: string;
  password?: string;
  /** The code mailed to the acting administrator: needed to change someone else's e-mail or password. */
  confirmationCode?: string;
}

/** Who acts: their id, and their own address, where the confirmation code went (decision 037). */
export interface Actor {
  id: number;
  email: string;
}

/**
 * The administrator edits a member's name, e-mail and optionally password. A new e-mail or password ends
 * all of that member's sessions. Made to someone else's account, it is also written to account_changes,
 * a password so set is temporary (the member must choose their own before anything else), and the
 * member's previous address gets a notice with a reset link: all in the transaction of the change, the
 * mail after it (the caller sends it). Such a change to someone else's account is confirmed by the code
 * mailed to the administrator's own address (decision 037): the church password alone is not enough.
 */
export async function updateMember(
  db: Db,
  clock: Clock,
  churchId: number,
  actor: Actor,
  memberId: number,
  input: MemberUpdate,
): Promise<{ member: ChurchMember; notice: AccountChangeNotice | null }> {
  const actorId = actor.id;
  const target = await memberOf(db, churchId, memberId);
  if (!target.shareNameWithChurch) throw forbidden(ANONYMOUS_MEMBER_PRIVATE_MESSAGE);
  if (await userEmailInUse(db, input.email, target.id)) throw emailTakenError();
  const emailChanged = input.email.toLowerCase() !== target.email.toLowerCase();
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const byOther = target.id !== actorId;
  const audited = byOther && (emailChanged || passwordHash !== undefined);
  const codeId = audited
    ? await checkConfirmationCode(
        db,
        clock,
        { userId: actorId, purpose: 'member-change', sentTo: actor.email },
        input.confirmationCode,
        'confirmationCode',
      )
    : null;
  const now = clock.now();
  try {
    return await transaction(db, async (tx) => {
      if (codeId !== null) await spendConfirmationCode(tx, codeId, 'confirmationCode');
      const [updated] = await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          ...(passwordHash ? { passwordHash, passwordMustChange: byOther } : {}),
        })
        .where(and(eq(users.id, target.id), eq(users.churchId, target.churchId as number)))
        .returning(memberColumns);
      if (!updated) throw forbidden(NOT_YOUR_MEMBER_MESSAGE);
      if (emailChanged || passwordHash) await endUserSessions(tx, target.id);
      if (!audited) return { member: memberView(updated), notice: null };
      const change = {
        userId: target.id,
        actorUserId: actorId,
        churchId: target.churchId,
        emailChanged,
        passwordChanged: passwordHash !== undefined,
        previousEmail: target.email,
        newEmail: updated.email,
        createdAt: now,
      };
      await tx.insert(accountChanges).values(change);
      const resetToken = await createResetToken(tx, clock, { userId: target.id });
      const notice: AccountChangeNotice = {
        to: target.email,
        newEmail: updated.email,
        emailChanged,
        passwordChanged: change.passwordChanged,
        changedBy: await nameOf(tx, actorId),
        at: now,
        timeZone: target.timeZone,
        language: languageOf(target.language),
        resetToken,
      };
      return { member: memberView(updated), notice };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTakenError();
    throw err;
  }
}

async function nameOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}
