import {
  CHURCH_WITHOUT_ADMIN_MESSAGE,
  LOGIN_FAILED_DEMO_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  type LoginRequest,
} from '@shared/auth';
import type { PersonLanguage } from '@shared/i18n';
import type { User } from '@shared/users';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { forbidden, unauthorized } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { createSession, endSession, type NewSession } from '../../lib/sessions';
import { emailEquals, isPerson } from '../users/accounts';
import { lockLiveAccount, refuseDeletedAccount } from '../users/deleted-accounts';
import { loadUserView } from '../users/user-view';

export interface LoginSettings {
  clock: Clock;
  sessionDays: number;
  churchUnlockMinutes: number;
  /** Payment demo mode (PAYPAL_DEMO): a failed sign-in adds that the demo keeps its own accounts. */
  demo: boolean;
}

export interface LoginResult {
  user: User;
  session: NewSession;
}

/** One text for every failed sign-in (unknown address or wrong password alike), per mode. */
const failure = (settings: LoginSettings) => () =>
  unauthorized(settings.demo ? LOGIN_FAILED_DEMO_MESSAGE : LOGIN_FAILED_MESSAGE);

async function view(db: Db, settings: LoginSettings, userId: number): Promise<User> {
  const user = await loadUserView(db, userId);
  if (!user) throw failure(settings)();
  return user;
}

/**
 * Unknown address and wrong password answer alike, after the same argon2 work. `language` is the
 * sign-in's, for the refusal of a deleted account's password (its dates).
 */
export async function loginUser(
  db: Db,
  settings: LoginSettings,
  input: LoginRequest,
  language: PersonLanguage,
): Promise<LoginResult> {
  const loginFailed = failure(settings);
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(isPerson, emailEquals(users.email, input.email)))
    .limit(1);
  if (!account) {
    // A deleted account's own password is refused with what happened to it; one verify, as below.
    await refuseDeletedAccount(db, input.email, input.password, language);
    throw loginFailed();
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) throw loginFailed();
  // The account may have been deleted while its password was checked: no session for it then.
  const session = await transaction(db, async (tx) => {
    await lockLiveAccount(tx, account.id, loginFailed);
    return createSession(tx, settings.clock, account.id, settings.sessionDays);
  });
  return { user: await view(db, settings, account.id), session };
}

/**
 * The church's credentials sign in the church's own account (decision 037), never a person's, with the
 * admin panel already unlocked for that church: the church password has just been proven.
 */
export async function loginChurch(
  db: Db,
  settings: LoginSettings,
  input: LoginRequest,
): Promise<LoginResult> {
  const loginFailed = failure(settings);
  const [church] = await db
    .select({ id: churches.id, passwordHash: churches.passwordHash })
    .from(churches)
    .where(emailEquals(churches.email, input.email))
    .limit(1);
  const ok = church
    ? await verifyPassword(church.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!church || !ok) throw loginFailed();
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.churchAccountOf, church.id))
    .limit(1);
  if (!account) throw forbidden(CHURCH_WITHOUT_ADMIN_MESSAGE);
  const { clock } = settings;
  const until = new Date(clock.now().getTime() + settings.churchUnlockMinutes * 60_000);
  const session = await createSession(db, clock, account.id, settings.sessionDays, {
    churchId: church.id,
    until,
  });
  return { user: await view(db, settings, account.id), session };
}

// In a transaction, though one statement: a request's Idempotency-Key commits with it (decision 025).
export const logout = (db: Db, sessionId: number) => transaction(db, (tx) => endSession(tx, sessionId));
