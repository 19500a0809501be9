import { ADMIN_CLAIM_INVALID_MESSAGE } from '@shared/churches';
import { t } from '@shared/i18n';
import {
  ADMIN_KEEPS_CHURCH_MESSAGE,
  type ProfileUpdateRequest,
  type RegisterRequest,
  UNKNOWN_CHURCH_MESSAGE,
  type User,
} from '@shared/users';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches, sessions, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { createSession, endUserSessions, type NewSession } from '../../lib/sessions';
import { hashToken } from '../../lib/tokens';
import { emailTakenError, userEmailInUse } from './accounts';
import { lockLiveAccount } from './deleted-accounts';
import { loadUserView } from './user-view';

export interface SessionSettings {
  clock: Clock;
  sessionDays: number;
}

/**
 * Work other modules do in the profile update's transaction, given by modules/index.ts (users imports no
 * other module): reminders move their next due times when the time zone changes.
 */
export interface ProfileHooks {
  timeZoneChanged?: (tx: Db, userId: number, now: Date) => Promise<void>;
}

const unknownChurch = () => fieldError('churchId', UNKNOWN_CHURCH_MESSAGE);

async function assertChurchExists(db: Db, churchId: number) {
  const [row] = await db.select({ id: churches.id }).from(churches).where(eq(churches.id, churchId)).limit(1);
  if (!row) throw unknownChurch();
}

/** Unique and foreign-key races (two sign-ups at once, a church deleted meanwhile) answer like the checks. */
function translateWriteError(err: unknown): never {
  if (isUniqueViolation(err)) throw emailTakenError();
  if (isForeignKeyViolation(err)) throw unknownChurch();
  throw err;
}

export async function getUser(db: Db, userId: number): Promise<User> {
  const user = await loadUserView(db, userId);
  if (!user) throw notFound(t('common:userNotFound'));
  return user;
}

/**
 * Spends a church registration's one-time claim (decision 037): the church whose first administrator the
 * new account becomes. Used, expired or unknown claims are refused alike.
 */
async function spendAdminClaim(tx: Db, claim: string, now: Date): Promise<number> {
  const [church] = await tx
    .update(churches)
    .set({ adminClaimHash: null, adminClaimExpiresAt: null })
    .where(and(eq(churches.adminClaimHash, hashToken(claim)), gt(churches.adminClaimExpiresAt, now)))
    .returning({ id: churches.id });
  if (!church) throw fieldError('adminClaim', ADMIN_CLAIM_INVALID_MESSAGE);
  return church.id;
}

/**
 * Creates the account and its first session in one transaction: registering logs in. With a church
 * registration's claim, the account joins that church as its first administrator.
 */
export async function registerUser(
  db: Db,
  settings: SessionSettings,
  input: RegisterRequest,
): Promise<{ user: User; session: NewSession }> {
  if (input.churchId) await assertChurchExists(db, input.churchId);
  if (await userEmailInUse(db, input.email)) throw emailTakenError();
  const passwordHash = await hashPassword(input.password);
  const { clock, sessionDays } = settings;
  const created = await transaction(db, async (tx) => {
    const claimed = input.adminClaim ? await spendAdminClaim(tx, input.adminClaim, clock.now()) : null;
    const [row] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        churchId: claimed ?? input.churchId ?? null,
        isChurchAdmin: claimed !== null,
        timeZone: input.timeZone ?? 'UTC',
        language: input.language ?? 'en',
        createdAt: clock.now(),
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    const session = await createSession(tx, clock, row.id, sessionDays);
    return { userId: row.id, session };
  }).catch(translateWriteError);
  return { user: await getUser(db, created.userId), session: created.session };
}

/**
 * Updates only the caller. A new e-mail address ends the user's other sessions and replaces this one,
 * so that whoever held a session under the old identity is signed out.
 */
export async function updateProfile(
  db: Db,
  settings: SessionSettings,
  userId: number,
  sessionId: number,
  input: ProfileUpdateRequest,
  hooks: ProfileHooks = {},
): Promise<{ user: User; session?: NewSession }> {
  const me = await userRow(db, userId);
  const churchId = input.churchId === undefined ? me.churchId : input.churchId;
  if (me.isChurchAdmin && churchId !== me.churchId) throw forbidden(ADMIN_KEEPS_CHURCH_MESSAGE);
  if (churchId !== null && churchId !== me.churchId) await assertChurchExists(db, churchId);
  if (await userEmailInUse(db, input.email, me.id)) throw emailTakenError();

  const emailChanged = input.email.toLowerCase() !== me.email.toLowerCase();
  const session = await transaction(db, async (tx) => {
    // A deletion since `me` was read wins: its address must not be set back from a session it ended.
    await lockLiveAccount(tx, me.id);
    await tx
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        churchId,
        shareNameWithChurch: input.shareNameWithChurch ?? me.shareNameWithChurch,
        timeZone: input.timeZone ?? me.timeZone,
        restDay: input.restDay ?? me.restDay,
        hideFromBoards: input.hideFromBoards ?? me.hideFromBoards,
        language: input.language ?? me.language,
      })
      .where(eq(users.id, me.id));
    if (input.timeZone !== undefined && input.timeZone !== me.timeZone)
      await hooks.timeZoneChanged?.(tx, me.id, settings.clock.now());
    if (!emailChanged) return undefined;
    // The admin-panel unlock belongs to the church the user is still in; it survives the rotation.
    const [unlock] = await tx
      .select({ churchId: sessions.unlockedChurchId, until: sessions.unlockedUntil })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    await endUserSessions(tx, me.id);
    const keepUnlock =
      unlock?.churchId != null && unlock.until && unlock.churchId === churchId
        ? { churchId: unlock.churchId, until: unlock.until }
        : undefined;
    return createSession(tx, settings.clock, me.id, settings.sessionDays, keepUnlock);
  }).catch(translateWriteError);
  return { user: await getUser(db, me.id), session };
}

/** The person's row (a service acting for a signed-in caller, whose row exists). */
export async function userRow(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound(t('common:userNotFound'));
  return row;
}
