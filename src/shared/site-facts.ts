/*
 * Plain constants without Zod: the landing page imports them, and Zod would add about 14 kB (brotli) to
 * its initial script.
 */

/** The church subscription; billing charges the same figures. */
export const CHURCH_PLAN = {
  pricePerYearUsd: 99,
  trialDays: 30,
  /** Their texts are the catalogue's `home:benefits.<key>`. */
  benefits: ['members', 'analytics', 'statistics', 'reports'],
} as const;

/** Legal and support facts, quoted by the policies, the contact page and the FAQ. */
export const SITE_FACTS = {
  minimumAge: 13,
  dataRemovalDays: 30,
} as const;
