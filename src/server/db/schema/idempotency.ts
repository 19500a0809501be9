import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Idempotency-Key of a signed-in caller's write (decision 025): inserted in the write's own transaction,
 * so the write and its key commit or vanish together; the answer is added once it is sent. Scoped to the
 * caller, so nobody can replay another person's answer; removed with the person, purged after 7 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the method, the route with its parameters and the validated body. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The answer given: null until it is stored (the write committed, its answer not yet written). */
    status: smallint('status'),
    contentType: text('content_type'),
    body: text('body'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
