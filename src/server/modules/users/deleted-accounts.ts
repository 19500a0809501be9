import { intlLocale, type PersonLanguage, tIn } from '@shared/i18n';
import '@shared/account-deletion';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountDeletions } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
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
  if (!deleted || !(await verifyPassword(deleted.passwordHash, password))) return;
  throw unauthorized(
    tIn(language)('accountDeletion:signInRefused', {
      deleted: longDate(deleted.deletedAt, 'UTC', language),
      removal: longDate(deleted.removeAfter, 'UTC', language),
    }),
  );
}
