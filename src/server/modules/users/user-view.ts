import type { PersonLanguage } from '@shared/i18n';
import type { User } from '@shared/users';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches, users } from '../../db/schema';

const churchOf = sql<number | null>`coalesce(${users.churchId}, ${users.churchAccountOf})`;

/** The user as every endpoint returns it (shared userSchema): with the church summary, never the hash. */
export async function loadUserView(db: Db, userId: number): Promise<User | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      // A church account (decision 037) is no member, but its church is the one it administers.
      churchId: churchOf,
      shareNameWithChurch: users.shareNameWithChurch,
      isChurchAdmin: users.isChurchAdmin,
      isChurchAccount: sql<boolean>`${users.churchAccountOf} is not null`,
      timeZone: users.timeZone,
      restDay: users.restDay,
      hideFromBoards: users.hideFromBoards,
      language: sql<PersonLanguage>`${users.language}`,
      church: {
        id: churches.id,
        name: churches.name,
        city: churches.city,
        state: churches.state,
      },
    })
    .from(users)
    .leftJoin(churches, eq(churches.id, churchOf))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
