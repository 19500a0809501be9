import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { churches } from './churches';
import { users } from './users';

/**
 * Who changed whose e-mail address or password, what and when (issue 9): written in the transaction of
 * every such change made by someone other than the person. Never a password or its hash.
 */
export const accountChanges = pgTable(
  'account_changes',
  {
    id: serial('id').primaryKey(),
    /** The person whose account was changed; their audit goes with their account. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who changed it (null once that account is gone); the church they administered then. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    churchId: integer('church_id').references(() => churches.id, { onDelete: 'set null' }),
    emailChanged: boolean('email_changed').notNull(),
    passwordChanged: boolean('password_changed').notNull(),
    /** The address before the change (where the notice went) and after it. */
    previousEmail: text('previous_email').notNull(),
    newEmail: text('new_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('account_changes_user_idx').on(t.userId),
    check('account_changes_something_changed', sql`${t.emailChanged} or ${t.passwordChanged}`),
  ],
);
