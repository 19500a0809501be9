import { sql } from 'drizzle-orm';
import {
  bigint,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { churches } from './churches';
import { readings } from './tracking';
import { users } from './users';

/**
 * A plan a person made or imported: one list of [book, chapter] pairs per calendar day from its first day.
 * A church's plan is the church's own copy of one its administrator made (`userId` null, `churchId` set:
 * decision 022), so it outlives the administrator's account; deleting the church leaves it to the members
 * who follow it (`churchId` set null).
 */
export const readingPlans = pgTable(
  'reading_plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    churchId: integer('church_id').references(() => churches.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    days: jsonb('days').$type<Array<Array<[book: number, chapter: number]>>>().notNull(),
    chapters: integer('chapters').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reading_plans_user_idx').on(t.userId, t.id)],
);

/**
 * The plan a church reads together (at most one per church), from one start date for everyone: a
 * built-in plan or the church's own copy of a plan (`planId`). Setting another plan replaces the row (a
 * new id), so members who joined the previous one keep it as a plan of their own.
 */
export const churchPlans = pgTable(
  'church_plans',
  {
    id: serial('id').primaryKey(),
    churchId: integer('church_id')
      .notNull()
      .references(() => churches.id, { onDelete: 'cascade' }),
    builtInPlan: text('built_in_plan'),
    planId: integer('plan_id').references(() => readingPlans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('church_plans_church_idx').on(t.churchId),
    check('church_plans_one_plan', sql`(${t.builtInPlan} is null) <> (${t.planId} is null)`),
  ],
);

/**
 * A person following a plan from a start date: a built-in plan (its id in src/shared/plans) or one of
 * their own. `endDate` moves with a catch-up; `undoEndDate` is the end before the last catch-up (null
 * when there is nothing to undo); `pausedOn` is the day a paused plan stopped.
 */
export const planEnrollments = pgTable(
  'plan_enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    builtInPlan: text('built_in_plan'),
    planId: integer('plan_id').references(() => readingPlans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Weekdays (0 Sunday … 6 Saturday) a catch-up that extends the plan may schedule reading on. */
    readingDays: smallint('reading_days').array().notNull(),
    pausedOn: date('paused_on', { mode: 'string' }),
    undoEndDate: date('undo_end_date', { mode: 'string' }),
    /** The church plan this enrollment joined (null for a personal one, or once the church plan ends). */
    churchPlanId: integer('church_plan_id').references(() => churchPlans.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plan_enrollments_user_idx').on(t.userId, t.id),
    // One enrollment per person per church plan; the church's analytics find its followers here.
    uniqueIndex('plan_enrollments_church_plan_idx').on(t.churchPlanId, t.userId),
    check('plan_enrollments_one_plan', sql`(${t.builtInPlan} is null) <> (${t.planId} is null)`),
  ],
);

/**
 * One chapter of an enrollment's schedule, on the day it is due in the person's calendar. It is read when
 * `readingId` names the reading that ticked it: deleting that reading hands the tick to another reading
 * of the chapter logged while it was due, or unticks it (decision 019). `undoDay` is its day
 * before the last catch-up.
 */
export const planItems = pgTable(
  'plan_items',
  {
    enrollmentId: integer('enrollment_id')
      .notNull()
      .references(() => planEnrollments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    book: smallint('book').notNull(),
    chapter: smallint('chapter').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    undoDay: date('undo_day', { mode: 'string' }),
    readingId: bigint('reading_id', { mode: 'number' }).references(() => readings.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    primaryKey({ columns: [t.enrollmentId, t.position] }),
    // A logged chapter finds the items it ticks here.
    index('plan_items_chapter_idx').on(t.enrollmentId, t.book, t.chapter),
    // Deleting a reading finds the items it ticked here.
    index('plan_items_reading_idx').on(t.readingId).where(sql`${t.readingId} is not null`),
  ],
);
