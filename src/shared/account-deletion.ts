import { z } from 'zod';
import { addNamespace, t } from './i18n';
import { accountDeletion as texts } from './i18n/en/account-deletion';
import { PASSWORD_MAX } from './users';

// Loaded with this contract, not the first script: the profile's danger zone, the server's e-mail and refusals.
addNamespace('accountDeletion', texts);

export const PASSWORD_REQUIRED_MESSAGE = t('accountDeletion:passwordRequired');
export const WRONG_PASSWORD_MESSAGE = t('accountDeletion:wrongPassword');
export const ADMIN_MUST_HAND_OVER_MESSAGE = t('accountDeletion:adminMustHandOver');
export const DELETION_MAIL_SUBJECT = t('accountDeletion:mail.subject');

/** DELETE /api/me: the password typed again (a session alone may be a borrowed device). */
export const accountDeletionRequest = z.object({
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .max(PASSWORD_MAX, WRONG_PASSWORD_MESSAGE),
});
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequest>;

export const accountDeletionResponse = z.object({
  message: z.string(),
  /** By this instant every row holding the person's data is removed (ISO 8601). */
  removalDate: z.string(),
});
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponse>;
