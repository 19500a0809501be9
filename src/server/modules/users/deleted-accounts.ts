import { intlLocale, type PersonLanguage, tIn } from '@shared/i18n';
import '@shared/account-deletion';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountDeletions, users } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { emailEquals } from './accounts';

/** An instant as the person reads it, in their zone; in UTC for a zone this Node does not know. */
export function inZone(
  at: Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  language: PersonLanguage,
): string {
  try {
    return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(at);
  }
}

/** A day as the person reads it ("Saturday, December 26, 2026"; "sábado, 26 de diciembre de 2026"). */
export const longDate = (at: Date, timeZone: string, language: PersonLanguage) =>
  inZone(at, timeZone, { dateStyle: 'full' }, language);

/**
 * Called when a sign-in found no live account for the address: if the address belonged to an account
 * deleted and not yet removed, and the password is that account's, the refusal says so (no silent
 * resurrection, and no "wrong password" puzzle). Anything else falls through to the generic refusal.
 * Exactly one argon2 verify either way (against the dummy hash when no deletion matches), as for a live
 * account's wrong password: a second one would tell by its time that the address had an account.
 * The deleted account's address stays only here, so a new account may take it at once (decision 033).
 * Written in the language of the sign-in (`language`) here, not at the way out like the English texts
 * (decision 035): its dates are formatted into it, and there they would stay English.
 */
export async function refuseDeletedAccount(
  db: Db,
  email: string,
  password: string,
  language: PersonLanguage,
): Promise<void> {
  const [deleted] = await db
    .select()
    .from(accountDeletions)
    .where(emailEquals(accountDeletions.email, email))
    .orderBy(desc(accountDeletions.deletedAt))
    .limit(1);
  const matches = deleted
    ? await verifyPassword(deleted.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!deleted || !matches) return;
  throw unauthorized(
    tIn(language)('accountDeletion:signInRefused', {
      deleted: longDate(deleted.deletedAt, 'UTC', language),
      removal: longDate(deleted.removeAfter, 'UTC', language),
    }),
  );
}

/**
 * Inside a transaction that writes for the person (a new session, a profile or password change): locks
 * their row and throws `refusal()` if the account is deleted. The deletion updates that row in its own
 * transaction, so this waits for it, and its check, a statement of its own, sees it once committed; a
 * deletion that comes later waits for this transaction and then ends the sessions it made (decision 033).
 */
export async function lockLiveAccount(
  tx: Db,
  userId: number,
  refusal: () => Error = () => unauthorized(),
): Promise<void> {
  const [live] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  const [deleted] = await tx
    .select({ id: accountDeletions.id })
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .limit(1);
  if (!live || deleted) throw refusal();
}
