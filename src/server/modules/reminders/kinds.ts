import {
  DEFAULT_REMINDER_SETTINGS,
  type ReminderChannel,
  type ReminderKind,
  type ReminderSettings,
} from '@shared/reminders';
import type { reminderSettings } from '../../db/schema';
import type { Timing } from './schedule';

export type SettingsRow = typeof reminderSettings.$inferSelect;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;

/** The contract's shape of a stored row; no row is everything off (product decisions). */
export function settingsOf(row: SettingsRow | undefined): ReminderSettings {
  if (!row) return DEFAULT_REMINDER_SETTINGS;
  return {
    daily: { email: row.dailyEmail, push: row.dailyPush, time: row.dailyTime, days: row.dailyDays },
    behind: { email: row.behindEmail, push: row.behindPush, time: row.behindTime },
    weekly: { email: row.weeklyEmail, day: row.weeklyDay, time: row.weeklyTime },
  };
}

/** The columns of the settings, for an insert or an update. */
export const columnsOf = (s: ReminderSettings) => ({
  dailyEmail: s.daily.email,
  dailyPush: s.daily.push,
  dailyTime: s.daily.time,
  dailyDays: s.daily.days,
  behindEmail: s.behind.email,
  behindPush: s.behind.push,
  behindTime: s.behind.time,
  weeklyEmail: s.weekly.email,
  weeklyDay: s.weekly.day,
  weeklyTime: s.weekly.time,
});

/** When each kind fires. The nudge is checked every day; the summary once a week. */
export function timingOf(s: ReminderSettings, kind: ReminderKind): Timing {
  if (kind === 'daily') return { time: s.daily.time, days: s.daily.days };
  if (kind === 'behind') return { time: s.behind.time, days: EVERY_DAY };
  return { time: s.weekly.time, days: [s.weekly.day] };
}

/** The channels of a kind that are on. The weekly summary is an e-mail only. */
export function channelsOn(s: ReminderSettings, kind: ReminderKind): ReminderChannel[] {
  const on: ReminderChannel[] = [];
  if (s[kind].email) on.push('email');
  if (kind !== 'weekly' && s[kind].push) on.push('push');
  return on;
}
