import {
  HANDOVER_DAYS,
  HANDOVER_NOT_YOURSELF_MESSAGE,
  type HandoverStatus,
  INVALID_HANDOVER_LINK_MESSAGE,
  MEMBER_REQUIRED_MESSAGE,
} from '@shared/church-handover';
import type { PersonLanguage } from '@shared/i18n';
import { ANONYMOUS_MEMBER } from '@shared/leaderboard';
import { EMAIL_TAKEN_MESSAGE } from '@shared/users';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches, churchHandovers, sessions, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, fieldError } from '../../lib/errors';
import { languageOf } from '../../lib/language';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { emailEquals } from '../users/accounts';
import { endChurchAccountSessions, setChurchEmail } from '../users/church-account';
import { checkConfirmationCode, spendConfirmationCode } from '../users/confirmation-codes';

/** The code that proves the church's new address is the new administrator's (decision 037). */
export const CHURCH_EMAIL_PURPOSE = 'church-email';

async function churchEmailTaken(db: Db, email: string, exceptChurchId: number) {
  const [row] = await db
    .select({ id: churches.id })
    .from(churches)
    .where(and(emailEquals(churches.email, email), ne(churches.id, exceptChurchId)))
    .limit(1);
  return row !== undefined;
}

const DAY_MS = 86_400_000;

/** What the offer's e-mail needs: the member's address and language, the link's token, who offers what. */
export interface IssuedOffer {
  to: string;
  language: PersonLanguage;
  timeZone: string;
  token: string;
  church: string;
  admin: string;
  expiresAt: Date;
}

const liveFor = (clock: Clock) => gt(churchHandovers.expiresAt, clock.now());

/**
 * The member's name as the church's lists show it: "Anonymous member" for one who opted out, flagged so
 * that the app shows it in the reader's language (decision 035).
 */
const shownName = (member: { name: string; shareNameWithChurch: boolean }) => ({
  name: member.shareNameWithChurch ? member.name : ANONYMOUS_MEMBER,
  anonymous: !member.shareNameWithChurch,
});

/**
 * The administrator (or the church account) offers the church's administration to a member of the same
 * church (not themselves; a deleted account has no church), confirmed by the code mailed to the acting
 * account's own address (decision 037). It replaces any pending offer of the church: its link stops working.
 */
export async function offerHandover(
  db: Db,
  clock: Clock,
  churchId: number,
  admin: { id: number; email: string },
  input: { userId: number; confirmationCode: string },
): Promise<{ status: HandoverStatus; mail: IssuedOffer }> {
  const adminId = admin.id;
  const memberId = input.userId;
  if (memberId === adminId) throw fieldError('userId', HANDOVER_NOT_YOURSELF_MESSAGE);
  const [member] = await db.select().from(users).where(eq(users.id, memberId)).limit(1);
  if (!member || member.churchId !== churchId) throw fieldError('userId', MEMBER_REQUIRED_MESSAGE);
  const codeId = await checkConfirmationCode(
    db,
    clock,
    { userId: adminId, purpose: 'handover', sentTo: admin.email },
    input.confirmationCode,
    'confirmationCode',
  );
  const [names] = await db
    .select({ church: churches.name, admin: users.name })
    .from(churches)
    .innerJoin(users, eq(users.id, adminId))
    .where(eq(churches.id, churchId))
    .limit(1);
  if (!names) throw fieldError('userId', MEMBER_REQUIRED_MESSAGE);
  const token = randomToken();
  const createdAt = clock.now();
  const expiresAt = new Date(createdAt.getTime() + HANDOVER_DAYS * DAY_MS);
  const offer = { offeredBy: adminId, userId: member.id, tokenHash: hashToken(token), createdAt, expiresAt };
  await transaction(db, async (tx) => {
    await spendConfirmationCode(tx, codeId, 'confirmationCode');
    await tx
      .insert(churchHandovers)
      .values({ churchId, ...offer })
      .onConflictDoUpdate({ target: churchHandovers.churchId, set: offer });
  });
  return {
    status: {
      offer: { userId: member.id, ...shownName(member), expiresAt: expiresAt.toISOString() },
    },
    mail: {
      to: member.email,
      language: languageOf(member.language),
      timeZone: member.timeZone,
      token,
      church: names.church,
      admin: names.admin,
      expiresAt,
    },
  };
}

/** The church's pending offer, if its link still works and the member is still in the church. */
export async function pendingHandover(db: Db, clock: Clock, churchId: number): Promise<HandoverStatus> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      shareNameWithChurch: users.shareNameWithChurch,
      expiresAt: churchHandovers.expiresAt,
    })
    .from(churchHandovers)
    .innerJoin(users, and(eq(users.id, churchHandovers.userId), eq(users.churchId, churchId)))
    .where(and(eq(churchHandovers.churchId, churchId), liveFor(clock)))
    .limit(1);
  if (!row) return { offer: null };
  return { offer: { userId: row.id, ...shownName(row), expiresAt: row.expiresAt.toISOString() } };
}

/** Withdraws the church's offer, if any: its link stops working. */
export async function withdrawHandover(db: Db, churchId: number): Promise<void> {
  // In a transaction, though one statement: a request's Idempotency-Key commits with it (decision 025).
  await transaction(db, (tx) => tx.delete(churchHandovers).where(eq(churchHandovers.churchId, churchId)));
}

/** The member a live offer's token names, or null (an unknown or expired token): the accept route's guard. */
export async function handoverMemberOf(db: Db, clock: Clock, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: churchHandovers.userId })
    .from(churchHandovers)
    .where(and(eq(churchHandovers.tokenHash, hashToken(token)), liveFor(clock)))
    .limit(1);
  return row?.userId ?? null;
}

/** 400 for an unknown, expired or used hand-over link (errors.token). */
export const invalidLink = () =>
  badRequest(INVALID_HANDOVER_LINK_MESSAGE, { token: [INVALID_HANDOVER_LINK_MESSAGE] });

export interface Acceptance {
  userId: number;
  sessionId: number;
  /** This session's admin-panel unlock lasts this long, as after church login (decision 003). */
  unlockMinutes: number;
}

/**
 * The member named by the offer accepts it, in one transaction: the offer is spent (deleted: a second use
 * finds nothing), the member becomes the church's administrator, the administrator who offered it
 * becomes an ordinary member (an offer of the church account leaves it as it is: it is the church), and
 * the church's credentials move to the new side (decision 037): the e-mail they chose, proven by the code
 * mailed to it, and their password. Reset links to the previous address die, the church account's
 * sessions end, every other session loses its unlock of the church, and this session is unlocked, as after
 * church login. An offer whose member left the church, or whose administrator no longer administers it, is
 * as invalid as an expired one.
 */
export async function acceptHandover(
  db: Db,
  clock: Clock,
  input: { token: string; churchPassword: string; churchEmail: string; emailCode: string },
  who: Acceptance,
): Promise<{ id: number; name: string }> {
  const { token } = input;
  const now = clock.now();
  // The link first: a used or unknown one says so, whatever code came with it.
  if ((await handoverMemberOf(db, clock, token)) !== who.userId) throw invalidLink();
  const codeId = await checkConfirmationCode(
    db,
    clock,
    { userId: who.userId, purpose: CHURCH_EMAIL_PURPOSE, sentTo: input.churchEmail },
    input.emailCode,
    'emailCode',
  );
  // Hashed before the transaction: argon2 takes a while, and no row is held meanwhile.
  const passwordHash = await hashPassword(input.churchPassword);
  return transaction(db, async (tx) => {
    const [offer] = await tx
      .delete(churchHandovers)
      .where(
        and(
          eq(churchHandovers.tokenHash, hashToken(token)),
          eq(churchHandovers.userId, who.userId),
          liveFor(clock),
        ),
      )
      .returning();
    if (!offer) throw invalidLink();
    await spendConfirmationCode(tx, codeId, 'emailCode');
    const inChurch = (id: number) => and(eq(users.id, id), eq(users.churchId, offer.churchId));
    // The church account administers its church whoever does: when it made the offer, nobody steps down.
    const [byChurchAccount] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, offer.offeredBy), eq(users.churchAccountOf, offer.churchId)));
    const [stepsDown] = byChurchAccount
      ? [byChurchAccount]
      : await tx
          .update(users)
          .set({ isChurchAdmin: false })
          .where(and(inChurch(offer.offeredBy), eq(users.isChurchAdmin, true)))
          .returning({ id: users.id });
    const [takesOver] = await tx
      .update(users)
      .set({ isChurchAdmin: true })
      .where(inChurch(who.userId))
      .returning({ id: users.id });
    if (!stepsDown || !takesOver) throw invalidLink();
    // The new church password shuts the admin panel's gate to whoever knew the old one, the former
    // administrator first: every other session's unlock of this church ends.
    if (await churchEmailTaken(tx, input.churchEmail, offer.churchId)) {
      throw conflict(EMAIL_TAKEN_MESSAGE, { churchEmail: [EMAIL_TAKEN_MESSAGE] });
    }
    await tx.update(churches).set({ passwordHash }).where(eq(churches.id, offer.churchId));
    await setChurchEmail(tx, offer.churchId, input.churchEmail);
    await endChurchAccountSessions(tx, offer.churchId);
    await tx
      .update(sessions)
      .set({ unlockedChurchId: null, unlockedUntil: null })
      .where(and(eq(sessions.unlockedChurchId, offer.churchId), ne(sessions.id, who.sessionId)));
    await tx
      .update(sessions)
      .set({
        unlockedChurchId: offer.churchId,
        unlockedUntil: new Date(now.getTime() + who.unlockMinutes * 60_000),
      })
      .where(eq(sessions.id, who.sessionId));
    const [church] = await tx
      .select({ id: churches.id, name: churches.name })
      .from(churches)
      .where(eq(churches.id, offer.churchId));
    if (!church) throw invalidLink();
    return church;
  });
}
