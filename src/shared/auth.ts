import { z } from 'zod';
import { t } from './i18n';
import { emailField, PASSWORD_MAX, userSchema } from './users';

export const loginRequest = z.object({
  email: emailField(t('common:validEmailAddress')),
  password: z
    .string({ error: t('common:passwordRequired') })
    .min(1, t('common:passwordRequired'))
    .max(PASSWORD_MAX, t('common:passwordTooLong')),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ token: z.string().optional(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponse>;

export const messageResponse = z.object({ message: z.string() });

export const LOGOUT_MESSAGE = t('auth:loggedOut');
/** Church credentials were right but no administrator account belongs to the church any more. */
export const CHURCH_WITHOUT_ADMIN_MESSAGE = t('auth:churchWithoutAdmin');

/** Shown for any failed login: never says whether the address exists. */
export const LOGIN_FAILED_MESSAGE = t('auth:loginFailed');
/**
 * The same, in payment demo mode (PAYPAL_DEMO=1): the demo has its own database, so the accounts made
 * outside it are not there (issue 36). Still silent on whether the address exists.
 */
export const LOGIN_FAILED_DEMO_MESSAGE = t('auth:loginFailedDemo');
