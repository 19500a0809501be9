import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { churches } from './churches';
import { users } from './users';

/**
 * A church's goal (issue 12): chapters and/or minutes of prayer between two dates of the church's calendar.
 * One goal is the church's current one (`ended_at` null); setting another or clearing it ends it, and it
 * stays as history with its figures at that moment. Its window never changes once set.
 */
export const churchGoals = pgTable(
  'church_goals',
  {
    id: serial('id').primaryKey(),
    churchId: integer('church_id')
      .notNull()
      .references(() => churches.id, { onDelete: 'cascade' }),
    targetChapters: integer('target_chapters'),
    targetMinutes: integer('target_minutes'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: ['replaced', 'cleared'] }),
  },
  (t) => [
    uniqueIndex('church_goals_current_idx').on(t.churchId).where(sql`${t.endedAt} is null`),
    index('church_goals_church_idx').on(t.churchId, t.id.desc()),
    check(
      'church_goals_target',
      sql`(${t.targetChapters} is not null or ${t.targetMinutes} is not null)
          and coalesce(${t.targetChapters}, 1) > 0 and coalesce(${t.targetMinutes}, 1) > 0`,
    ),
    check('church_goals_window', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * The goal's figures: the church's entries dated in its window, split by the writer's shard like every
 * church rollup. Written in the write's shared statement while the goal is current (tracking/rollups.ts);
 * filled from the church's daily rows when the goal is set.
 */
export const churchGoalTotals = pgTable(
  'church_goal_totals',
  {
    goalId: integer('goal_id')
      .notNull()
      .references(() => churchGoals.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    chapters: integer('chapters').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.goalId, t.shard] }),
    check('church_goal_totals_not_negative', sql`${t.chapters} >= 0 and ${t.minutes} >= 0`),
  ],
);

/**
 * A milestone of a goal (every GOAL_MILESTONE_PERCENT of a target, and 100): the row is the guard that
 * announces it once. Milestones already passed when the goal is set are recorded unannounced.
 */
export const churchGoalMilestones = pgTable(
  'church_goal_milestones',
  {
    goalId: integer('goal_id')
      .notNull()
      .references(() => churchGoals.id, { onDelete: 'cascade' }),
    metric: text('metric', { enum: ['chapters', 'minutes'] }).notNull(),
    percent: smallint('percent').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    announced: boolean('announced').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.goalId, t.metric, t.percent] })],
);
