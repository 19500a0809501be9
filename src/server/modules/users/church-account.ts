import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches, passwordResetTokens, sessions, users } from '../../db/schema';

/*
 * The church's own account (decision 037): a users row with `church_account_of` set, signed in by the
 * church's e-mail and password at Church Login. Whatever changes those credentials ends its sessions, and
 * its e-mail follows the church's.
 */

const churchAccountIds = (db: Db, churchId: number) =>
  db.select({ id: users.id }).from(users).where(eq(users.churchAccountOf, churchId));

/** Ends the church account's sessions (keeping the one making the request, when it is one of them). */
export async function endChurchAccountSessions(db: Db, churchId: number, keepSessionId?: number) {
  const theirs = inArray(sessions.userId, churchAccountIds(db, churchId));
  await db
    .delete(sessions)
    .where(keepSessionId === undefined ? theirs : and(theirs, ne(sessions.id, keepSessionId)));
}

/**
 * Moves the church's sign-in to a new address: the church row and its account, in the caller's
 * transaction. Reset links sent to the previous address stop working.
 */
export async function setChurchEmail(tx: Db, churchId: number, email: string) {
  await tx.update(churches).set({ email }).where(eq(churches.id, churchId));
  await tx.update(users).set({ email }).where(eq(users.churchAccountOf, churchId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.churchId, churchId));
}

/**
 * A deleted person's address leaves their church when the church signs in with it (decision 037): its
 * e-mail becomes its earliest remaining administrator's, or, with none left whose address is free among
 * churches, an address that reaches nobody (`church-{id}@removed.invalid`), so that no reset link goes to
 * the deleted person. Only their own church: nobody proves an address at sign-up, so a stranger who signs
 * up with a church's address and deletes the account must not move the church's sign-in.
 */
export async function releaseChurchEmail(
  tx: Db,
  person: { id: number; email: string; churchId: number | null },
) {
  if (person.churchId === null) return;
  const [held] = await tx
    .select({ id: churches.id })
    .from(churches)
    .where(and(eq(churches.id, person.churchId), sql`lower(${churches.email}) = lower(${person.email})`));
  if (!held) return;
  const [admin] = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.churchId, held.id),
        eq(users.isChurchAdmin, true),
        ne(users.id, person.id),
        sql`lower(${users.email}) <> lower(${person.email})`,
        sql`not exists (select 1 from ${churches} o where lower(o.email) = lower(${users.email}))`,
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  await setChurchEmail(tx, held.id, admin?.email ?? `church-${held.id}@removed.invalid`);
}
