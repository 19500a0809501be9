import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { churches } from './churches';
import { users } from './users';

/*
 * Statistics never scan the raw rows: every write updates these in the same transaction. Daily rows
 * answer the last 7 days (at most 7 × SHARDS rows); period and yearly rows answer the long figures, so no
 * figure reads more than a few dozen rows whatever the history. Church and global rows are split into
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
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('user_daily_totals_not_negative', sql`${t.chapters} >= 0 and ${t.minutes} >= 0`),
  ],
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
  (t) => [
    primaryKey({ columns: [t.churchId, t.day, t.shard] }),
    check('church_daily_totals_not_negative', sql`${t.chapters} >= 0 and ${t.minutes} >= 0`),
  ],
);

export const globalDailyTotals = pgTable(
  'global_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    chapters: integer('chapters').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.shard] }),
    check('global_daily_totals_not_negative', sql`${t.chapters} >= 0 and ${t.minutes} >= 0`),
  ],
);

/**
 * A church's figures of its current period: entries written with the church and dated on or after its
 * period_start_date (the period key), per shard. Same invariant and same year-end duty as the chapter
 * counts below; the period's figures are then a sum of at most SHARDS rows, however long the period.
 */
export const churchPeriodTotals = pgTable(
  'church_period_totals',
  {
    churchId: integer('church_id')
      .notNull()
      .references(() => churches.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    chapters: integer('chapters').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.churchId, t.periodStart, t.shard] }),
    check('church_period_totals_not_negative', sql`${t.chapters} >= 0 and ${t.minutes} >= 0`),
  ],
);

/** A church's figures per calendar year of the entry date, per shard: the live annual report. */
export const churchYearlyTotals = pgTable(
  'church_yearly_totals',
  {
    churchId: integer('church_id')
      .notNull()
      .references(() => churches.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    shard: smallint('shard').notNull(),
    chapters: integer('chapters').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.churchId, t.year, t.shard] }),
    check('church_yearly_totals_not_negative', sql`${t.chapters} >= 0 and ${t.minutes} >= 0`),
  ],
);

/** Everyone's figures per calendar year of the entry date, per shard: global statistics and reports. */
export const globalYearlyTotals = pgTable(
  'global_yearly_totals',
  {
    year: smallint('year').notNull(),
    shard: smallint('shard').notNull(),
    chapters: bigint('chapters', { mode: 'number' }).notNull().default(0),
    minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.shard] }),
    check('global_yearly_totals_not_negative', sql`${t.chapters} >= 0 and ${t.minutes} >= 0`),
  ],
);

/**
 * How often each chapter was read in a church's current period: readings written with the church and dated
 * on or after its period_start_date (the period key). Invariant kept by every write, and to be rebuilt for
 * the new key by a year-end reset: rows of the current key equal those raw readings grouped by chapter.
 */
export const churchChapterCounts = pgTable(
  'church_chapter_counts',
  {
    churchId: integer('church_id')
      .notNull()
      .references(() => churches.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    book: smallint('book').notNull(),
    chapter: smallint('chapter').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.churchId, t.periodStart, t.book, t.chapter] }),
    // The top 10 is the first rows of this index: no sort over the church's chapters.
    index('church_chapter_counts_top_idx').on(t.churchId, t.periodStart, t.count.desc(), t.book, t.chapter),
    check('church_chapter_counts_not_negative', sql`${t.count} >= 0`),
  ],
);

/**
 * How often a person read each chapter: per calendar year of the reading's date, and all time under year
 * 0. Written in the reading's own statement (the rows are the writer's alone); the Bible map reads at most
 * 1,189 rows of one key. Invariant: rows equal the person's raw readings grouped by year and chapter.
 */
export const userChapterCounts = pgTable(
  'user_chapter_counts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    book: smallint('book').notNull(),
    chapter: smallint('chapter').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.year, t.book, t.chapter] }),
    check('user_chapter_counts_not_negative', sql`${t.count} >= 0`),
  ],
);

/** Church milestones already announced (one row per milestone and period), so each is announced once. */
export const churchMilestones = pgTable(
  'church_milestones',
  {
    churchId: integer('church_id')
      .notNull()
      .references(() => churches.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    chapters: integer('chapters').notNull(),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.churchId, t.periodStart, t.chapters] })],
);

/**
 * Row counts of users and churches for the global statistics, kept exact by statement triggers on those
 * tables (custom migration 0004): every path that adds or removes accounts or churches (registration, deletion,
 * cascades, seeding) counts without its code having to remember, and reading them is one row, not a scan.
 */
export const entityCounts = pgTable('entity_counts', {
  kind: text('kind', { enum: ['users', 'churches'] }).primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

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
