import { z } from 'zod';
import { t } from './i18n';
import { singleLineText } from './text';
import { churchSummary, emailField, PASSWORD_MAX } from './users';

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
});
export type ChurchRegistration = z.output<typeof churchRegisterRequest>;

export const churchRegisterResponse = z.object({ church: churchSummary, message: z.string() });
