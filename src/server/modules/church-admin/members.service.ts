import {
  CANNOT_REMOVE_ADMIN_MESSAGE,
  CANNOT_REMOVE_SELF_MESSAGE,
  CHURCH_USERS_MAX,
  type ChurchMember,
  NOT_YOUR_MEMBER_MESSAGE,
} from '@shared/church-admin';
import { ANONYMOUS_MEMBER } from '@shared/leaderboard';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { forbidden } from '../../lib/errors';

type MemberRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'isChurchAdmin' | 'shareNameWithChurch'
>;

/** Names and e-mails only; a member who opted out shows as "Anonymous member" without an e-mail. */
export const memberView = (row: MemberRow): ChurchMember =>
  row.shareNameWithChurch
    ? { id: row.id, name: row.name, email: row.email, isChurchAdmin: row.isChurchAdmin, anonymous: false }
    : { id: row.id, name: ANONYMOUS_MEMBER, email: null, isChurchAdmin: row.isChurchAdmin, anonymous: true };

export const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isChurchAdmin: users.isChurchAdmin,
  shareNameWithChurch: users.shareNameWithChurch,
};

/** Ordered by the name shown, so the place of an anonymous member reveals nothing of their real name. */
export async function listMembers(db: Db, churchId: number): Promise<ChurchMember[]> {
  const shownName = sql`case when ${users.shareNameWithChurch} then ${users.name} else ${ANONYMOUS_MEMBER} end`;
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(eq(users.churchId, churchId))
    .orderBy(asc(shownName), asc(users.id))
    .limit(CHURCH_USERS_MAX);
  return rows.map(memberView);
}

/** A member of the caller's church, or 403 (another church's member and a missing id answer alike). */
export async function memberOf(db: Db, churchId: number, memberId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, memberId)).limit(1);
  if (!row || row.churchId === null || row.churchId !== churchId) {
    throw forbidden(NOT_YOUR_MEMBER_MESSAGE);
  }
  return row;
}

/**
 * Removes the person from the church and nothing else: their account, entries and prayer requests stay,
 * and what they logged with the church stays in its totals. Their sessions lose the church's unlock.
 */
export async function removeMember(
  db: Db,
  churchId: number,
  actorId: number,
  memberId: number,
): Promise<void> {
  const target = await memberOf(db, churchId, memberId);
  if (target.id === actorId) throw forbidden(CANNOT_REMOVE_SELF_MESSAGE);
  if (target.isChurchAdmin) throw forbidden(CANNOT_REMOVE_ADMIN_MESSAGE);
  await transaction(db, async (tx) => {
    const [removed] = await tx
      .update(users)
      .set({ churchId: null, isChurchAdmin: false })
      .where(and(eq(users.id, target.id), eq(users.churchId, target.churchId as number)))
      .returning({ id: users.id });
    if (!removed) throw forbidden(NOT_YOUR_MEMBER_MESSAGE);
    await tx
      .update(sessions)
      .set({ unlockedChurchId: null, unlockedUntil: null })
      .where(eq(sessions.userId, target.id));
  });
}
