import { z } from 'zod';

/** GET /api/site: the only configuration the browser sees (SUPPORT_EMAIL, COMPANY_CITY). */
export const siteInfoResponse = z.object({
  supportEmail: z.email(),
  companyCity: z.string().min(1),
});
export type SiteInfo = z.infer<typeof siteInfoResponse>;

/** The church subscription as the spec states it (§1, §9); billing charges the same figures. */
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

/** Legal and support facts of spec §1 and §9, quoted by the policies, the contact page and the FAQ. */
export const SITE_FACTS = {
  minimumAge: 13,
  dataRemovalDays: 30,
  supportResponseTime: '24-48 hours',
} as const;

/** The contact form (spec §2 /contact): name, e-mail and message are required, the subject is not. */
export const DEFAULT_CONTACT_SUBJECT = 'Contact from Lampstand website';

export const contactMessage = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(120, 'Name is too long'),
  email: z.string().trim().min(1, 'Email address is required').pipe(z.email('Please enter a valid email')),
  subject: z.string().trim().max(200, 'Subject is too long'),
  message: z.string().trim().min(1, 'Message is required').max(5000, 'Message is too long'),
});
export type ContactMessage = z.infer<typeof contactMessage>;
