import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { churches } from './churches';
import { users } from './users';

/** The subscription status itself is computed from these dates and the clock, never stored. */
export const subscriptions = pgTable('subscriptions', {
  churchId: integer('church_id')
    .primaryKey()
    .references(() => churches.id, { onDelete: 'cascade' }),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
  paidUntil: timestamp('paid_until', { withTimezone: true }),
  renewalCancelled: boolean('renewal_cancelled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per PayPal order; the unique capture id is what makes crediting happen exactly once. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    churchId: integer('church_id')
      .notNull()
      .references(() => churches.id, { onDelete: 'cascade' }),
    paypalOrderId: text('paypal_order_id').notNull().unique(),
    status: text('status', { enum: ['created', 'captured', 'failed', 'voided'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    captureId: text('capture_id').unique(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    /**
     * Which PayPal-Request-Id the next capture carries (see capture-key.ts): moves on after PayPal
     * refuses a capture for good (4xx), because PayPal answers a used key with its first answer.
     */
    captureAttempt: integer('capture_attempt').notNull().default(0),
    /** When the order was last looked up at PayPal for a capture we might have missed (see reconcile). */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_one_pending_per_church').on(t.churchId).where(sql`${t.status} = 'created'`),
    index('payments_church_idx').on(t.churchId),
    // Start-up reconcile walks the pending orders only.
    index('payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'created'`),
  ],
);

export const paypalWebhookEvents = pgTable('paypal_webhook_events', {
  id: text('id').primaryKey(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Audit trail of church-password checks on the admin gate. */
export const churchUnlockEvents = pgTable(
  'church_unlock_events',
  {
    id: serial('id').primaryKey(),
    churchId: integer('church_id')
      .notNull()
      .references(() => churches.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('church_unlock_events_church_idx').on(t.churchId, t.at.desc())],
);
