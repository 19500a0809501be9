import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { churches } from './churches';
import { users } from './users';

/** Opaque session tokens: only their SHA-256 is stored, so a database leak grants no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Church admin panel unlock (church password verified, or church login), per session and church. */
    unlockedChurchId: integer('unlocked_church_id').references(() => churches.id, { onDelete: 'set null' }),
    unlockedUntil: timestamp('unlocked_until', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A reset link is for a user's password or, from the church tab, for the church password: exactly one. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    churchId: integer('church_id').references(() => churches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId),
    index('password_reset_tokens_church_idx').on(t.churchId),
    check('password_reset_tokens_one_subject', sql`num_nonnulls(${t.userId}, ${t.churchId}) = 1`),
  ],
);
