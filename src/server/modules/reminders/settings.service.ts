import { randomBytes } from 'node:crypto';
import {
  type ReminderSettings,
  type ReminderSettingsUpdate,
  type RemindersResponse,
  reminderSettings as settingsSchema,
} from '@shared/reminders';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reminderSettings } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { type VapidConfig, vapidPublicKey } from '../../lib/vapid';
import { userRow } from '../users/users.service';
import { columnsOf, settingsOf } from './kinds';
import { pushDevices } from './push-devices';
import { reschedule } from './reschedule';

/** The credential of the e-mails' one-click unsubscribe link: 192 random bits. */
const newUnsubscribeToken = () => randomBytes(24).toString('base64url');

const storedSettings = async (db: Db, userId: number) =>
  settingsOf((await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)))[0]);

async function answer(
  db: Db,
  config: VapidConfig,
  userId: number,
  settings: ReminderSettings,
): Promise<RemindersResponse> {
  // The first call makes the server's VAPID pair (lib/vapid.ts), outside any transaction.
  const [user, publicKey, devices] = await Promise.all([
    userRow(db, userId),
    vapidPublicKey(db, config),
    pushDevices(db, userId),
  ]);
  return { ...settings, timeZone: user.timeZone, push: { publicKey, devices } };
}

export async function getReminders(db: Db, config: VapidConfig, userId: number): Promise<RemindersResponse> {
  return answer(db, config, userId, await storedSettings(db, userId));
}

/** The stored settings with the update's parts over them; days become a sorted set. */
function merged(current: ReminderSettings, update: ReminderSettingsUpdate): ReminderSettings {
  const next = {
    daily: { ...current.daily, ...update.daily },
    behind: { ...current.behind, ...update.behind },
    weekly: { ...current.weekly, ...update.weekly },
  };
  next.daily.days = [...new Set(next.daily.days)].sort((a, b) => a - b);
  return settingsSchema.parse(next);
}

/**
 * PUT /api/me/reminders: merges, stores (the first store makes the row and its unsubscribe token) and
 * reschedules, in one transaction; the row is locked so two updates at once do not lose a part.
 */
export async function updateReminders(
  db: Db,
  config: VapidConfig,
  clock: Clock,
  userId: number,
  update: ReminderSettingsUpdate,
): Promise<RemindersResponse> {
  const settings = await transaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, userId))
      .for('update');
    const next = merged(settingsOf(row), update);
    const now = clock.now();
    await tx
      .insert(reminderSettings)
      .values({ userId, ...columnsOf(next), unsubscribeToken: newUnsubscribeToken(), updatedAt: now })
      .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...columnsOf(next), updatedAt: now } });
    await reschedule(tx, userId, now);
    return next;
  });
  return answer(db, config, userId, settings);
}
