import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const churches = pgTable(
  'churches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** Stored trimmed; uniqueness ignores case (see the index). */
    email: text('email').notNull(),
    /** argon2id hash of the church password: the church-login password and the admin-panel gate. */
    passwordHash: text('password_hash').notNull(),
    logoUrl: text('logo_url'),
    /**
     * The IANA zone of the church's calendar (its goal's days and pace). Null until set: the church
     * administrator's own zone stands for it (goal module, decision 023).
     */
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Start of the church's current statistics period: registration, then each year-end reset. */
    periodStartedAt: timestamp('period_started_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The first calendar day counted in the current period (church totals, members' totals, top chapters).
     * Set with periodStartedAt: the calendar date at that moment in the earliest zone (UTC-12), so a reading
     * dated "today" anywhere on the day of registration or reset counts. The default covers direct inserts.
     */
    periodStartDate: date('period_start_date', { mode: 'string' })
      .notNull()
      .default(sql`((now() at time zone 'Etc/GMT+12')::date)`),
    /**
     * The address of the church's public challenge page (/c/{slug}), lowercase (decision 024). Kept
     * while the page is off, so switching it back on keeps the address; unique across churches.
     */
    publicSlug: text('public_slug'),
    /** Whether the public page answers: off by default. */
    publicPage: boolean('public_page').notNull().default(false),
    /**
     * The one-time claim that church registration hands to the registering person's next step, `/register`,
     * whose new account becomes the church's first administrator (decision 037): only its SHA-256, until
     * used or past its expiry.
     */
    adminClaimHash: text('admin_claim_hash').unique(),
    adminClaimExpiresAt: timestamp('admin_claim_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('churches_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('churches_public_slug_idx').on(t.publicSlug),
  ],
);
