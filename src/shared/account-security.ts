import { z } from 'zod';
import { churchPasswordChangeRequest } from './church-admin';
import { t } from './i18n';
import { userSchema } from './users';

/*
 * Issue 9: a password set by someone else (the church administrator) is temporary. Until the person
 * chooses their own, every request of their session that needs it answers 403 with this body; the
 * client recognises `code` and takes them to /choose-password.
 */
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = t('users:passwordChangeRequired');

/** PUT /api/profile/password: the person's own password change (and the way out of a temporary one). */
export const SAME_PASSWORD_MESSAGE = t('users:samePassword');
export const PASSWORD_CHOSEN_MESSAGE = t('users:passwordChosen');

/** The same fields, bounds and messages as the church password change (current, then new: 8+). */
// The same fields as the church password's, without its confirmation code: a person's own password is theirs.
export const passwordChangeRequest = churchPasswordChangeRequest.omit({ confirmationCode: true });
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;

export const passwordChangeResponse = z.object({ message: z.string(), user: userSchema });
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponse>;

/** The notice mailed to a person's previous address when someone else changed their e-mail or password. */
export const ACCOUNT_CHANGED_MAIL_SUBJECT = t('churchAdmin:mail.subject');
