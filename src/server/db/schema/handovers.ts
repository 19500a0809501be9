import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { churches } from './churches';
import { users } from './users';

/**
 * A church administrator's pending offer of the administration to a member (decision 033): one per
 * church (a new offer replaces it), deleted when accepted or withdrawn. Only the SHA-256 of the e-mailed
 * link's token is kept, as for password resets.
 */
export const churchHandovers = pgTable(
  'church_handovers',
  {
    id: serial('id').primaryKey(),
    churchId: integer('church_id')
      .notNull()
      .unique()
      .references(() => churches.id, { onDelete: 'cascade' }),
    /** The administrator who made the offer: the one who steps down when it is accepted. */
    offeredBy: integer('offered_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member it is offered to: the only person who may accept it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('church_handovers_user_idx').on(t.userId),
    index('church_handovers_offered_by_idx').on(t.offeredBy),
  ],
);
