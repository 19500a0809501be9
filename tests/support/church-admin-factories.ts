import { TRIAL_DAYS } from '@shared/billing/subscription';
import { earliestDayAt } from '@shared/dates';
import { eq } from 'drizzle-orm';
import { churches, sessions, subscriptions, users } from '../../src/server/db/schema';
import { hashPassword, NO_PASSWORD } from '../../src/server/lib/passwords';
import { createSession } from '../../src/server/lib/sessions';
import { hashToken, randomToken } from '../../src/server/lib/tokens';
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

/** A church and its administrator, without its church account (bulk fixtures). */
export type ChurchWithAdmin = Omit<TestChurchWorld, 'churchAccount' | 'churchAccountId'>;

export interface TestChurchWorld {
  churchId: number;
  adminId: number;
  /** The administrator's session, unlocked (as after the church password at the gate). */
  admin: Session;
  /** The church's own account (decision 037), as church registration makes it. */
  churchAccountId: number;
  /** Its session, unlocked, as after church login. */
  churchAccount: Session;
}

/**
 * A church as registration and its first administrator make it (decision 037): trial from now, the church's
 * own account, and a person administering it (their password is CHURCH_PASSWORD too: a fixture's shortcut).
 */
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
  const churchAccountId = await insertChurchAccount(t, church.id, name);
  return {
    churchId: church.id,
    adminId,
    admin: await sessionOf(t, adminId, church.id),
    churchAccountId,
    churchAccount: await sessionOf(t, churchAccountId, church.id),
  };
}

/** The church's own account row, as registration makes it: no password, no membership. */
async function insertChurchAccount(t: TestApp, churchId: number, name: string) {
  const [church] = await t.database.db
    .select({ email: churches.email })
    .from(churches)
    .where(eq(churches.id, churchId));
  const [row] = await t.database.db
    .insert(users)
    .values({
      name,
      email: church?.email ?? uniqueEmail('church'),
      passwordHash: NO_PASSWORD,
      churchAccountOf: churchId,
      isChurchAdmin: true,
      shareNameWithChurch: false,
      hideFromBoards: true,
      createdAt: t.clock.now(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('church account insert returned nothing');
  return row.id;
}

/**
 * Many churches at once (a few statements in all, for tests that need hundreds): each with its trial,
 * its administrator and an unlocked administrator session (no church account: these tests need none).
 */
export async function insertChurches(
  t: TestApp,
  n: number,
): Promise<Omit<TestChurchWorld, 'churchAccount' | 'churchAccountId'>[]> {
  const db = t.database.db;
  const now = t.clock.now();
  const hash = await passwordHash();
  const made = await db
    .insert(churches)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Bulk Church ${i}`,
        city: 'Mesa',
        state: 'AZ',
        email: uniqueEmail('bulk-church'),
        passwordHash: hash,
        createdAt: now,
        periodStartedAt: now,
        periodStartDate: earliestDayAt(now),
      })),
    )
    .returning({ id: churches.id });
  await db.insert(subscriptions).values(
    made.map((c) => ({
      churchId: c.id,
      trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
      updatedAt: now,
    })),
  );
  const admins = await db
    .insert(users)
    .values(
      made.map((c) => ({
        name: 'Bulk Admin',
        email: uniqueEmail('bulk-admin'),
        passwordHash: hash,
        churchId: c.id,
        isChurchAdmin: true,
        createdAt: now,
      })),
    )
    .returning({ id: users.id, churchId: users.churchId, email: users.email });
  const until = new Date(now.getTime() + t.config.CHURCH_UNLOCK_MINUTES * 60_000);
  const tokens = admins.map(() => randomToken());
  await db.insert(sessions).values(
    admins.map((a, i) => ({
      tokenHash: hashToken(tokens[i] as string),
      userId: a.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + t.config.SESSION_DAYS * 86_400_000),
      unlockedChurchId: a.churchId,
      unlockedUntil: until,
    })),
  );
  return admins.map((a, i) => {
    const token = tokens[i] as string;
    return {
      churchId: a.churchId as number,
      adminId: a.id,
      admin: { userId: a.id, token, cookie: `lampstand_session=${token}`, email: a.email },
    };
  });
}
