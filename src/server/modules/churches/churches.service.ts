import { TRIAL_DAYS } from '@shared/billing/subscription';
import { CHURCH_LIST_MAX, type ChurchRegistration } from '@shared/churches';
import { earliestDayAt } from '@shared/dates';
import type { ChurchSummary } from '@shared/users';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches, subscriptions, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { emailEquals, emailTakenError, userEmailInUse } from '../users/accounts';

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

/**
 * One transaction: the church, its subscription (trial from now) and its administrator account, which
 * shares the church's e-mail and password. The address must be free among churches and user accounts.
 */
export async function registerChurch(
  db: Db,
  clock: Clock,
  input: ChurchRegistration,
): Promise<ChurchSummary> {
  if ((await churchEmailInUse(db, input.email)) || (await userEmailInUse(db, input.email))) {
    throw emailTakenError();
  }
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  try {
    return await transaction(db, async (tx) => {
      const [church] = await tx
        .insert(churches)
        .values({
          name: input.name,
          city: input.city,
          state: input.state,
          email: input.email,
          passwordHash,
          logoUrl: input.logo ?? null,
          createdAt: now,
          periodStartedAt: now,
          periodStartDate: earliestDayAt(now),
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
        passwordHash,
        churchId: church.id,
        isChurchAdmin: true,
        createdAt: now,
      });
      return church;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTakenError();
    throw err;
  }
}
