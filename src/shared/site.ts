import { z } from 'zod';
import { t } from './i18n';

/**
 * GET /api/site: the only configuration the browser sees (SUPPORT_EMAIL, COMPANY_CITY, whether
 * payments can be taken: PayPal credentials set, or the payment demo mode PAYPAL_DEMO=1, and
 * ACCOUNT_REMOVAL_DAYS).
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
  /** ACCOUNT_REMOVAL_DAYS: a deleted account's rows are removed this many days after (decision 033). */
  accountRemovalDays: z.number().int().min(0),
});
export type SiteInfo = z.infer<typeof siteInfoResponse>;

export const contactMessage = z.object({
  name: z.string().trim().min(1, t('site:contact.fullNameRequired')).max(120, t('common:nameTooLong')),
  email: z
    .string()
    .trim()
    .min(1, t('site:contact.emailRequired'))
    .pipe(z.email(t('common:validEmail'))),
  subject: z.string().trim().max(200, t('site:contact.subjectTooLong')),
  message: z
    .string()
    .trim()
    .min(1, t('site:contact.messageRequired'))
    .max(5000, t('site:contact.messageTooLong')),
});
export type ContactMessage = z.infer<typeof contactMessage>;
