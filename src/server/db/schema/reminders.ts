import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's reminder choices (issue 14). No row: everything off (product decisions: off until the person
 * turns it on). Times are "HH:MM" in the person's time zone (users.time_zone); days are 0 = Sunday … 6.
 * The unsubscribe token is the only credential of the e-mails' one-click unsubscribe link.
 */
export const reminderSettings = pgTable('reminder_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyEmail: boolean('daily_email').notNull().default(false),
  dailyPush: boolean('daily_push').notNull().default(false),
  dailyTime: text('daily_time').notNull().default('07:00'),
  dailyDays: smallint('daily_days').array().notNull().default(sql`'{0,1,2,3,4,5,6}'`),
  behindEmail: boolean('behind_email').notNull().default(false),
  behindPush: boolean('behind_push').notNull().default(false),
  behindTime: text('behind_time').notNull().default('19:00'),
  weeklyEmail: boolean('weekly_email').notNull().default(false),
  weeklyDay: smallint('weekly_day').notNull().default(0),
  weeklyTime: text('weekly_time').notNull().default('18:00'),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * When each of a person's reminder kinds is next due, as an instant computed in their time zone: the
 * scheduler reads only the rows due now through the index, never every person. A row exists only while
 * the kind has a channel on; it is recomputed when it is enqueued and when settings or the zone change.
 */
export const reminderSchedule = pgTable(
  'reminder_schedule',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The person's local day the due instant belongs to: the send record's day. */
    localDay: date('local_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), index('reminder_schedule_due_idx').on(t.dueAt)],
);

/**
 * The guarantee of "never twice for the same person, kind and day" (decision 029): a send inserts its
 * row in the same transaction as the send and the job's completion; a second attempt finds it and sends
 * nothing. Per channel, so a failing push service never makes the e-mail go twice.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel, t.localDay] }),
    index('reminder_sends_sent_idx').on(t.sentAt),
  ],
);

/** A browser's push subscription (one per device the person allowed); removed when the push service says 404/410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Secrets the server makes once and keeps (the VAPID key pair): in the database, so every server process
 * on one PostgreSQL signs with the same keys, and inside the data folder on the embedded engine.
 */
export const serverSecrets = pgTable(
  'server_secrets',
  {
    name: text('name').primaryKey(),
    value: jsonb('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('server_secrets_name', sql`${t.name} <> ''`)],
);
