import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches, pushSubscriptions, reminderSettings, users } from '../../db/schema';

/**
 * The export's single-row parts: the person, their church membership, their reminder settings and the
 * devices that receive their pushes. Never a secret: no password hash, session, unsubscribe token,
 * push endpoint or push key (decision 032).
 */
export async function exportHead(db: Db, userId: number) {
  const [person] = await db
    .select({ user: users, church: churches })
    .from(users)
    .leftJoin(churches, eq(churches.id, users.churchId))
    .where(eq(users.id, userId));
  if (!person) throw new Error(`user ${userId} vanished during its own export`);
  const { user, church } = person;
  const [settings] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  const devices = await db
    .select({ createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return {
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      timeZone: user.timeZone,
      shareNameWithChurch: user.shareNameWithChurch,
      hideFromBoards: user.hideFromBoards,
      restDay: user.restDay,
      createdAt: user.createdAt.toISOString(),
    },
    church: church
      ? {
          id: church.id,
          name: church.name,
          city: church.city,
          state: church.state,
          isChurchAdmin: user.isChurchAdmin,
        }
      : null,
    reminderSettings: settings
      ? {
          dailyEmail: settings.dailyEmail,
          dailyPush: settings.dailyPush,
          dailyTime: settings.dailyTime,
          dailyDays: settings.dailyDays,
          behindEmail: settings.behindEmail,
          behindPush: settings.behindPush,
          behindTime: settings.behindTime,
          weeklyEmail: settings.weeklyEmail,
          weeklyDay: settings.weeklyDay,
          weeklyTime: settings.weeklyTime,
          updatedAt: settings.updatedAt.toISOString(),
        }
      : null,
    pushDevices: devices.map((d) => ({ subscribedAt: d.createdAt.toISOString() })),
  };
}

export type ExportHead = Awaited<ReturnType<typeof exportHead>>;
