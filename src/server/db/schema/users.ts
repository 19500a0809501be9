import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churches } from './churches';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored trimmed; uniqueness ignores case (see the index). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The church the person belongs to (never set on a church account: it is not a member). */
    churchId: integer('church_id').references(() => churches.id, { onDelete: 'set null' }),
    /**
     * Set on a church's own account (decision 037): the church e-mail and password's sign-in at Church Login,
     * which administers that church and holds no personal data. Null for every person.
     */
    churchAccountOf: integer('church_account_of')
      .unique()
      .references(() => churches.id, { onDelete: 'cascade' }),
    shareNameWithChurch: boolean('share_name_with_church').notNull().default(true),
    isChurchAdmin: boolean('is_church_admin').notNull().default(false),
    /** IANA zone from the browser: days and weeks are computed in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * Opted in to a weekly rest day: one day without entries in any 7 keeps the streak alive, uncounted
     * (docs/decisions/020-forgiving-streaks.md). Off by default: the spec's streak rule.
     */
    restDay: boolean('rest_day').notNull().default(false),
    /**
     * Never listed on the church's boards (the weekly leaderboard, the consistency board), not even as
     * "Anonymous member"; the person's figures still count in every church total (decision 021).
     */
    hideFromBoards: boolean('hide_from_boards').notNull().default(false),
    /**
     * Set when someone else (the church administrator) set this password: a session of the person may do
     * nothing but choose a new one (auth plugin). Cleared when they choose it or reset it by e-mail.
     */
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    /** 'en' or 'es': the language of the app, the server's answers and e-mails to the person (decision 035). */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A person's address is unique among people; a church account repeats its church's address, which
    // may also be the address of the person who registered the church.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`).where(sql`${t.churchAccountOf} is null`),
    index('users_church_idx').on(t.churchId),
  ],
);
