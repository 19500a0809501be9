import { z } from 'zod';
import { t } from './i18n';
import { singleLineText } from './text';
import { emailField, PASSWORD_MAX } from './users';

export const forgotPasswordRequest = z.object({ email: emailField(t('common:validEmail')) });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const forgotPasswordResponse = z.object({ success: z.boolean(), message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

/** Same answer whether or not the address has an account. */
export const FORGOT_PASSWORD_MESSAGE = t('passwordReset:sent');

export const RESET_TOKEN_MINUTES = 60;

export const resetPasswordRequest = z.object({
  token: z
    .string({ error: t('passwordReset:invalidToken') })
    .min(10, t('passwordReset:invalidToken'))
    .max(200, t('passwordReset:invalidToken')),
  password: z
    .string({ error: t('common:passwordMin') })
    .min(8, t('common:passwordMin'))
    .max(PASSWORD_MAX, t('common:passwordMax', { max: PASSWORD_MAX }))
    .refine(...singleLineText),
});

export const INVALID_RESET_LINK_MESSAGE = t('passwordReset:invalidLink');

export const PASSWORD_RESET_DONE_MESSAGE = t('passwordReset:done');
export const resetPasswordResponse = z.object({ message: z.string() });
