import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One-time codes mailed to an account's own address to confirm a power over another person or over the
 * church's credentials (decision 037). Only the SHA-256 of the code is kept; a code is spent by its action,
 * dies after a few wrong tries, and a new one for the same purpose replaces it.
 */
export const confirmationCodes = pgTable(
  'confirmation_codes',
  {
    id: serial('id').primaryKey(),
    /** Who asked for the code: the account that acts (a church administrator, or the church account). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What it confirms (src/shared/confirmations.ts). */
    purpose: text('purpose').notNull(),
    /** The address it was sent to, when that address is what it proves (a church's new e-mail). */
    sentTo: text('sent_to').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('confirmation_codes_user_idx').on(t.userId, t.purpose)],
);
