import { and, eq, gt, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountDeletions, sessions, users } from '../db/schema';
import type { Clock } from './clock';
import { hashToken, randomToken } from './tokens';

export const SESSION_COOKIE = 'lampstand_session';

type SessionUser = typeof users.$inferSelect;

export interface AuthContext {
  sessionId: number;
  user: SessionUser;
  /**
   * The church the caller acts in: a person's own church, or for a church account (decision 037) the
   * church it is the account of (a church account is no member, so its `user.churchId` is null).
   */
  churchId: number | null;
  /** The church's own account: it administers the church and may call no personal route. */
  isChurchAccount: boolean;
  unlockedChurchId: number | null;
  unlockedUntil: Date | null;
}

export interface NewSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  clock: Clock,
  userId: number,
  days: number,
  unlock?: { churchId: number; until: Date },
): Promise<NewSession> {
  const token = randomToken();
  const expiresAt = new Date(clock.now().getTime() + days * 86_400_000);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: clock.now(),
      expiresAt,
      unlockedChurchId: unlock?.churchId ?? null,
      unlockedUntil: unlock?.until ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id, expiresAt };
}

/*
 * Every authenticated request runs this lookup: it is prepared once per database (Drizzle's named
 * statement), so neither Node nor PostgreSQL rebuilds it per request. A deleted account's session opens
 * nothing, should one outlive the deletion (decision 033): one probe of account_deletions' unique index.
 */
const prepareLookup = (db: Db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        notExists(
          db
            .select({ id: accountDeletions.id })
            .from(accountDeletions)
            .where(eq(accountDeletions.userId, users.id)),
        ),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

export async function resolveSession(db: Db, clock: Clock, token: string): Promise<AuthContext | null> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ hash: hashToken(token), now: clock.now() });
  if (!row) return null;
  return {
    sessionId: row.session.id,
    user: row.user,
    churchId: row.user.churchId ?? row.user.churchAccountOf,
    isChurchAccount: row.user.churchAccountOf !== null,
    unlockedChurchId: row.session.unlockedChurchId,
    unlockedUntil: row.session.unlockedUntil,
  };
}

export async function endSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, optionally keeping the one making the request. */
export async function endUserSessions(db: Db, userId: number, keepSessionId?: number) {
  await db
    .delete(sessions)
    .where(
      keepSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    );
}
