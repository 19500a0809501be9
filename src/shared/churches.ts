import { z } from 'zod';
import { t } from './i18n';
import { singleLineText } from './text';
import { churchSummary, emailField, PASSWORD_MAX, timeZoneField } from './users';

/** GET /api/churches answers every church up to this bound, ordered by name (the register/profile select). */
export const CHURCH_LIST_MAX = 1000;
export const churchListResponse = z.array(churchSummary).max(CHURCH_LIST_MAX);

export const CHURCH_REGISTERED_MESSAGE = t('churches:registered');

export const churchRegisterRequest = z.object({
  name: z
    .string({ error: t('churches:nameTooShort') })
    .trim()
    .min(2, t('churches:nameTooShort'))
    .max(120, t('churches:nameTooLong'))
    .refine(...singleLineText),
  city: z
    .string({ error: t('churches:cityRequired') })
    .trim()
    .min(2, t('churches:cityRequired'))
    .max(100, t('churches:cityTooLong'))
    .refine(...singleLineText),
  state: z
    .string({ error: t('churches:stateRequired') })
    .trim()
    .min(2, t('churches:stateRequired'))
    .max(100, t('churches:stateTooLong'))
    .refine(...singleLineText),
  email: emailField(t('common:validEmail')),
  password: z
    .string({ error: t('common:passwordMin') })
    .min(8, t('common:passwordMin'))
    .max(PASSWORD_MAX, t('common:passwordMax', { max: PASSWORD_MAX }))
    .refine(...singleLineText),
  logo: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .url({ protocol: /^https?$/, message: t('churches:logoUrl') })
      .max(2048)
      .refine(...singleLineText)
      .optional(),
  ),
  /** The registering browser's IANA zone: the church's calendar (its goal's days) until changed. */
  timeZone: timeZoneField.optional(),
});
export type ChurchRegistration = z.output<typeof churchRegisterRequest>;

/**
 * The registered church, and the one-time claim that makes the registering person's own account (made next,
 * at /register) the church's first administrator (decision 037). The church account itself is the church's
 * e-mail and password at Church Login.
 */
export const churchRegisterResponse = z.object({
  church: churchSummary,
  message: z.string(),
  adminClaim: z.string(),
  adminClaimExpiresAt: z.string(),
});
export type ChurchRegisterResponse = z.infer<typeof churchRegisterResponse>;

export const ADMIN_CLAIM_INVALID_MESSAGE = t('churches:adminClaimInvalid');

/** How long the first administrator's claim works. */
export const ADMIN_CLAIM_HOURS = 24;
