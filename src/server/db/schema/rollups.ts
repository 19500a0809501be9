import { date, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { churches } from './churches';
import { users } from './users';

/*
 * Statistics never scan the raw rows: every write updates these in the same transaction, and a
 * dashboard figure is a sum over at most a year of days. Church and global rows are split into
 * shards (writer id modulo a small number) so that many members writing at once do not queue on one row.
 */
export const userDailyTotals = pgTable(
  'user_daily_totals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    chapters: integer('chapters').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const churchDailyTotals = pgTable(
  'church_daily_totals',
  {
    churchId: integer('church_id')
      .notNull()
      .references(() => churches.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    chapters: integer('chapters').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.churchId, t.day, t.shard] })],
);

export const globalDailyTotals = pgTable(
  'global_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    chapters: integer('chapters').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/** How often each chapter was read in a church's period (top 10 most-read chapters). */
export const churchChapterCounts = pgTable(
  'church_chapter_counts',
  {
    churchId: integer('church_id')
      .notNull()
      .references(() => churches.id, { onDelete: 'cascade' }),
    periodStartedAt: timestamp('period_started_at', { withTimezone: true }).notNull(),
    book: smallint('book').notNull(),
    chapter: smallint('chapter').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.churchId, t.periodStartedAt, t.book, t.chapter] })],
);

/** Frozen copies of a closed church period (year-end reset); live annual reports come from the daily rows. */
export const annualReports = pgTable(
  'annual_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope', { enum: ['user', 'church'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    year: integer('year').notNull(),
    chaptersRead: integer('chapters_read').notNull(),
    prayerMinutes: integer('prayer_minutes').notNull(),
    frozenAt: timestamp('frozen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('annual_reports_subject_year').on(t.scope, t.subjectId, t.year)],
);
