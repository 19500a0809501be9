import { EMAIL_TAKEN_MESSAGE } from '@shared/users';
import { and, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type accountDeletions, type churches, users } from '../../db/schema';
import { conflict } from '../../lib/errors';

/** Case-insensitive e-mail match that uses the lower(email) unique indexes. */
export const emailEquals = (
  column: typeof users.email | typeof churches.email | typeof accountDeletions.email,
  email: string,
) => sql`lower(${column}) = lower(${email})`;

export const emailTakenError = () => conflict(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });

/**
 * A person's account, not a church's own (decision 037): a church account repeats its church's address,
 * which the person who registered the church may also use for their own account.
 */
export const isPerson = isNull(users.churchAccountOf);

/** Whether another person's account already uses this address (ignoring case). */
export async function userEmailInUse(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exceptUserId === undefined
        ? and(isPerson, emailEquals(users.email, email))
        : and(isPerson, emailEquals(users.email, email), ne(users.id, exceptUserId)),
    )
    .limit(1);
  return row !== undefined;
}
