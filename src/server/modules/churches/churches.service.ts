import { TRIAL_DAYS } from '@shared/billing/subscription';
import { ADMIN_CLAIM_HOURS, CHURCH_LIST_MAX, type ChurchRegistration } from '@shared/churches';
import { earliestDayAt } from '@shared/dates';
import type { ChurchSummary } from '@shared/users';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches, subscriptions, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword, NO_PASSWORD } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { emailEquals, emailTakenError } from '../users/accounts';

const summaryColumns = { id: churches.id, name: churches.name, city: churches.city, state: churches.state };

/** Every church for the register and profile selects, by name; bounded by CHURCH_LIST_MAX. */
export function listChurches(db: Db): Promise<ChurchSummary[]> {
  return db
    .select(summaryColumns)
    .from(churches)
    .orderBy(asc(churches.name), asc(churches.id))
    .limit(CHURCH_LIST_MAX);
}

async function churchEmailInUse(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: churches.id })
    .from(churches)
    .where(emailEquals(churches.email, email))
    .limit(1);
  return row !== undefined;
}

export interface RegisteredChurch {
  church: ChurchSummary;
  /** The one-time claim that makes the registering person's own account the first administrator. */
  adminClaim: string;
  adminClaimExpiresAt: Date;
}

/**
 * One transaction: the church, its subscription (trial from now) and the church's own account (decision
 * 037), which signs in at Church Login with the church's e-mail and password and is nobody's personal
 * account. The address must be free among churches; a person may use it for their own account too. The
 * answer carries a one-time claim for the person's next step, their own account at /register.
 */
export async function registerChurch(
  db: Db,
  clock: Clock,
  input: ChurchRegistration,
): Promise<RegisteredChurch> {
  const { timeZone } = input;
  if (await churchEmailInUse(db, input.email)) throw emailTakenError();
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  const adminClaim = randomToken();
  const adminClaimExpiresAt = new Date(now.getTime() + ADMIN_CLAIM_HOURS * 3_600_000);
  try {
    const church = await transaction(db, async (tx) => {
      const [church] = await tx
        .insert(churches)
        .values({
          name: input.name,
          city: input.city,
          state: input.state,
          email: input.email,
          passwordHash,
          logoUrl: input.logo ?? null,
          timeZone: timeZone ?? null,
          createdAt: now,
          periodStartedAt: now,
          periodStartDate: earliestDayAt(now),
          adminClaimHash: hashToken(adminClaim),
          adminClaimExpiresAt,
        })
        .returning(summaryColumns);
      if (!church) throw new Error('church insert returned nothing');
      await tx.insert(subscriptions).values({
        churchId: church.id,
        trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
        updatedAt: now,
      });
      await tx.insert(users).values({
        name: input.name,
        email: input.email,
        passwordHash: NO_PASSWORD,
        churchAccountOf: church.id,
        isChurchAdmin: true,
        shareNameWithChurch: false,
        hideFromBoards: true,
        timeZone: timeZone ?? 'UTC',
        createdAt: now,
      });
      return church;
    });
    return { church, adminClaim, adminClaimExpiresAt };
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTakenError();
    throw err;
  }
}
