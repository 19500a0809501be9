/*
 * Plain constants without Zod: the landing page imports them, and Zod would add about 14 kB (brotli) to
 * its initial script.
 */

/** The church subscription; billing charges the same figures. */
export const CHURCH_PLAN = {
  pricePerYearUsd: 99,
  trialDays: 30,
  benefits: [
    'Unlimited members',
    'Church analytics and reports',
    'Bible reading statistics',
    'Annual data reports',
  ],
} as const;

/** Legal and support facts, quoted by the policies, the contact page and the FAQ. */
export const SITE_FACTS = {
  minimumAge: 13,
  dataRemovalDays: 30,
  supportResponseTime: '24-48 hours',
} as const;

/** The contact form: name, e-mail and message are required, the subject is not. */
export const DEFAULT_CONTACT_SUBJECT = 'Contact from Lampstand website';
