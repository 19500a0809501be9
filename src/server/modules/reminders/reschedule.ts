import { REMINDER_KINDS } from '@shared/reminders';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reminderSchedule, reminderSettings, users } from '../../db/schema';
import { channelsOn, settingsOf, timingOf } from './kinds';
import { nextDue } from './schedule';

/**
 * Writes the person's next due instant of every kind that has a channel on and deletes the others'
 * rows, in the caller's transaction (a settings change, a time-zone change, an unsubscribe). A row
 * already due and not yet taken by the scheduler is kept: moving it to "after now" would skip today's
 * reminder when the change lands between its minute and the next tick; the handler reads the settings
 * again when it sends.
 */
export async function reschedule(tx: Db, userId: number, now: Date): Promise<void> {
  const [person] = await tx
    .select({ timeZone: users.timeZone, settings: reminderSettings })
    .from(users)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!person) return;
  const settings = settingsOf(person.settings ?? undefined);
  const current = await tx
    .select({ kind: reminderSchedule.kind, dueAt: reminderSchedule.dueAt })
    .from(reminderSchedule)
    .where(eq(reminderSchedule.userId, userId))
    .for('update');
  const off: string[] = [];
  for (const kind of REMINDER_KINDS) {
    const due =
      channelsOn(settings, kind).length > 0 ? nextDue(timingOf(settings, kind), person.timeZone, now) : null;
    if (!due) {
      off.push(kind);
      continue;
    }
    if (current.some((row) => row.kind === kind && row.dueAt <= now)) continue;
    await tx
      .insert(reminderSchedule)
      .values({ userId, kind, ...due })
      .onConflictDoUpdate({
        target: [reminderSchedule.userId, reminderSchedule.kind],
        set: { dueAt: due.dueAt, localDay: due.localDay },
      });
  }
  if (off.length > 0) {
    await tx
      .delete(reminderSchedule)
      .where(and(eq(reminderSchedule.userId, userId), inArray(reminderSchedule.kind, off)));
  }
}
