import { z } from 'zod';

export { SITE_FACTS } from './site-facts';

/**
 * GET /api/site: the only configuration the browser sees (SUPPORT_EMAIL, COMPANY_CITY, and whether
 * payments can be taken: PayPal credentials set, or the payment demo mode PAYPAL_DEMO=1).
 */
export const siteInfoResponse = z.object({
  supportEmail: z.email(),
  companyCity: z.string().min(1),
  payments: z.object({
    /** PayPal is reachable with credentials (real ones, or the demo stand-in's). */
    configured: z.boolean(),
    /** PAYPAL_DEMO=1: a local PayPal stand-in; no money moves. */
    demo: z.boolean(),
  }),
});
export type SiteInfo = z.infer<typeof siteInfoResponse>;

export const contactMessage = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(120, 'Name is too long'),
  email: z.string().trim().min(1, 'Email address is required').pipe(z.email('Please enter a valid email')),
  subject: z.string().trim().max(200, 'Subject is too long'),
  message: z.string().trim().min(1, 'Message is required').max(5000, 'Message is too long'),
});
export type ContactMessage = z.infer<typeof contactMessage>;
