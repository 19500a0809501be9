import { eq } from 'drizzle-orm';
import { churches, subscriptions, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { createSession } from '../../src/server/lib/sessions';
import { earliestDayAt } from '../../src/shared/dates';
import { TRIAL_DAYS } from '../../src/shared/subscription';
import type { TestApp } from './app';
import { uniqueEmail } from './factories';

/*
 * Fast fixtures for the church admin tests: rows written directly with one precomputed argon2 hash (a
 * registration through the API hashes every time), sessions made as login would make them.
 */

export const CHURCH_PASSWORD = 'church password 1';
let hashed: Promise<string> | undefined;
const passwordHash = () => {
  hashed ??= hashPassword(CHURCH_PASSWORD);
  return hashed;
};

export interface Session {
  userId: number;
  token: string;
  cookie: string;
  email: string;
}

/** A session of the user, optionally with the admin panel unlocked for a church (as verify-password does). */
export async function sessionOf(t: TestApp, userId: number, unlockChurchId?: number): Promise<Session> {
  const until = new Date(t.clock.now().getTime() + t.config.CHURCH_UNLOCK_MINUTES * 60_000);
  const session = await createSession(
    t.database.db,
    t.clock,
    userId,
    t.config.SESSION_DAYS,
    unlockChurchId === undefined ? undefined : { churchId: unlockChurchId, until },
  );
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return {
    userId,
    token: session.token,
    cookie: `lampstand_session=${session.token}`,
    email: row?.email ?? '',
  };
}

export interface MemberOptions {
  name?: string;
  shareNameWithChurch?: boolean;
  isChurchAdmin?: boolean;
  timeZone?: string;
}

/** A user account in a church (or none), password CHURCH_PASSWORD; answers its id. */
export async function insertUser(t: TestApp, churchId: number | null, options: MemberOptions = {}) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: options.name ?? 'Member',
      email: uniqueEmail('member'),
      passwordHash: await passwordHash(),
      churchId,
      shareNameWithChurch: options.shareNameWithChurch ?? true,
      isChurchAdmin: options.isChurchAdmin ?? false,
      timeZone: options.timeZone ?? 'UTC',
      createdAt: t.clock.now(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

export interface TestChurchWorld {
  churchId: number;
  adminId: number;
  /** The administrator's session, unlocked (as after church login). */
  admin: Session;
}

/** A church as registration makes it (trial from now, administrator sharing the church password). */
export async function insertChurch(t: TestApp, name = 'Grace Chapel'): Promise<TestChurchWorld> {
  const now = t.clock.now();
  const [church] = await t.database.db
    .insert(churches)
    .values({
      name,
      city: 'Mesa',
      state: 'AZ',
      email: uniqueEmail('church'),
      passwordHash: await passwordHash(),
      createdAt: now,
      periodStartedAt: now,
      periodStartDate: earliestDayAt(now),
    })
    .returning({ id: churches.id });
  if (!church) throw new Error('church insert returned nothing');
  await t.database.db.insert(subscriptions).values({
    churchId: church.id,
    trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
    updatedAt: now,
  });
  const adminId = await insertUser(t, church.id, { name: `${name} Admin`, isChurchAdmin: true });
  return { churchId: church.id, adminId, admin: await sessionOf(t, adminId, church.id) };
}
