import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An account its owner deleted (decision 033). The user row has already lost its address, church and
 * sessions; this row keeps, until the removal job, what refuses a sign-in with the old address and
 * password ("no silent resurrection") and when the removal is due. Removed with the user row.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    /** Named in the removal job's data instead of the user id, so a kept job holds no id of the person. */
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the account had, trimmed; compared ignoring case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    removeAfter: timestamp('remove_after', { withTimezone: true }).notNull(),
    /** Set when a removal job is enqueued for it, so the scheduler enqueues it once. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
  },
  // The scheduler's pass finds the due ones here (few rows: deletions wait at most 30 days).
  (t) => [index('account_deletions_due_idx').on(t.removeAfter)],
);

/**
 * The e-mailed confirmation of a deletion (decision 033): a single-use link, valid
 * DELETION_LINK_MINUTES, for the person who asked while signed in. Only its SHA-256 is kept.
 */
export const accountDeletionTokens = pgTable(
  'account_deletion_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_deletion_tokens_user_idx').on(t.userId)],
);
