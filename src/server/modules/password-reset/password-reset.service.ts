import type { PersonLanguage } from '@shared/i18n';
import { INVALID_RESET_LINK_MESSAGE } from '@shared/password-reset';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches, passwordResetTokens, sessions, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { languageOf } from '../../lib/language';
import { hashPassword } from '../../lib/passwords';
import { endUserSessions } from '../../lib/sessions';
import { hashToken } from '../../lib/tokens';
import { emailEquals, isPerson } from '../users/accounts';
import { endChurchAccountSessions } from '../users/church-account';
import { createResetToken } from '../users/reset-tokens';

/** Which password the link resets: a user's, or the church's (church login and admin-panel gate). */
export type ResetKind = 'user' | 'church';

export interface IssuedReset {
  to: string;
  token: string;
  /** A person's own language; a church's reset goes in the language of the request (decision 035). */
  language: PersonLanguage | null;
}

async function findAccount(db: Db, kind: ResetKind, email: string) {
  const table = kind === 'user' ? users : churches;
  const [row] = await db
    .select({
      id: table.id,
      email: table.email,
      language: kind === 'user' ? users.language : sql<null>`null`,
    })
    .from(table)
    // The user tab resets a person's password, never a church account's (it has none: decision 037).
    .where(
      kind === 'user' ? and(isPerson, emailEquals(users.email, email)) : emailEquals(churches.email, email),
    )
    .limit(1);
  return row;
}

/** A single-use token for the account with this address, or null when there is none. Only its hash is kept. */
export async function issueResetToken(
  db: Db,
  clock: Clock,
  kind: ResetKind,
  email: string,
): Promise<IssuedReset | null> {
  const account = await findAccount(db, kind, email);
  if (!account) return null;
  const subject = kind === 'user' ? { userId: account.id } : { churchId: account.id };
  const token = await createResetToken(db, clock, subject);
  return {
    to: account.email,
    token,
    language: account.language === null ? null : languageOf(account.language),
  };
}

const invalidLink = () => badRequest(INVALID_RESET_LINK_MESSAGE, { token: [INVALID_RESET_LINK_MESSAGE] });

/**
 * Sets the new password and ends the sessions it protected: all of the user's, or for a church those of
 * the church account (and any member's admin-panel unlock). Every outstanding link of that account is
 * spent with it. Answers the e-mail address of that account (its sign-in key).
 */
export async function resetPassword(db: Db, clock: Clock, token: string, password: string): Promise<string> {
  const now = clock.now();
  const live = and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  const [found] = await db.select().from(passwordResetTokens).where(live).limit(1);
  if (!found) throw invalidLink();
  const passwordHash = await hashPassword(password);

  return transaction(db, async (tx) => {
    // Claiming the row inside the transaction makes two simultaneous uses of one link succeed once.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, found.id), live))
      .returning({ id: passwordResetTokens.id });
    if (!claimed) throw invalidLink();
    if (found.userId !== null) {
      // A password chosen by its owner is never temporary (see auth-plugin.ts).
      const [user] = await tx
        .update(users)
        .set({ passwordHash, passwordMustChange: false })
        .where(eq(users.id, found.userId))
        .returning({ email: users.email });
      await endUserSessions(tx, found.userId);
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, found.userId), isNull(passwordResetTokens.usedAt)));
      if (!user) throw invalidLink();
      return user.email;
    }
    if (found.churchId === null) throw invalidLink();
    const churchId = found.churchId;
    const [church] = await tx
      .update(churches)
      .set({ passwordHash })
      .where(eq(churches.id, churchId))
      .returning({ email: churches.email });
    if (!church) throw invalidLink();
    // The church password signs in the church account (decision 037): its sessions end, and every
    // person's unlock of the church; nobody's own sessions.
    await endChurchAccountSessions(tx, churchId);
    await tx
      .update(sessions)
      .set({ unlockedChurchId: null, unlockedUntil: null })
      .where(eq(sessions.unlockedChurchId, churchId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.churchId, churchId), isNull(passwordResetTokens.usedAt)));
    return church.email;
  });
}
