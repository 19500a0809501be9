import { z } from 'zod';
import { addNamespace, t } from './i18n';
import { accountDeletion as texts } from './i18n/en/account-deletion';
import { PASSWORD_MAX } from './users';

// Loaded with this contract, not the first script: the profile's danger zone, the server's e-mail and refusals.
addNamespace('accountDeletion', texts);

export const PASSWORD_REQUIRED_MESSAGE = t('accountDeletion:passwordRequired');
export const WRONG_PASSWORD_MESSAGE = t('accountDeletion:wrongPassword');
export const INVALID_DELETION_LINK_MESSAGE = t('accountDeletion:invalidLink');
export const PASSWORD_OR_LINK_MESSAGE = t('accountDeletion:passwordOrLink');
export const DELETION_LINK_SENT_MESSAGE = t('accountDeletion:linkSent');
export const ADMIN_MUST_HAND_OVER_MESSAGE = t('accountDeletion:adminMustHandOver');

/** How long an e-mailed deletion link works (the texts say "one hour"). */
export const DELETION_LINK_MINUTES = 60;

const password = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .min(1, PASSWORD_REQUIRED_MESSAGE)
  .max(PASSWORD_MAX, WRONG_PASSWORD_MESSAGE);

/**
 * DELETE /api/me: exactly one proof that it is the person, not just their session (a borrowed device):
 * the password typed again, or the token of the link e-mailed to them (POST /api/me/deletion-link).
 * Neither names the password (the usual proof); both name the token.
 */
export const accountDeletionRequest = z
  .object({
    password: password.optional(),
    token: z
      .string({ error: INVALID_DELETION_LINK_MESSAGE })
      .min(10, INVALID_DELETION_LINK_MESSAGE)
      .max(200, INVALID_DELETION_LINK_MESSAGE)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password === undefined && body.token === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_REQUIRED_MESSAGE });
    else if (body.password !== undefined && body.token !== undefined)
      ctx.addIssue({ code: 'custom', path: ['token'], message: PASSWORD_OR_LINK_MESSAGE });
  });
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequest>;

/** The dialog's form: the password only (the link is asked for with its own button). */
export const passwordDeletionRequest = z.object({ password });
export type PasswordDeletionRequest = z.infer<typeof passwordDeletionRequest>;

/** POST /api/me/deletion-link: says the link was sent (to the person's own address). */
export const deletionLinkResponse = z.object({ message: z.string() });
export type DeletionLinkResponse = z.infer<typeof deletionLinkResponse>;

export const accountDeletionResponse = z.object({
  message: z.string(),
  /** By this instant every row holding the person's data is removed (ISO 8601). */
  removalDate: z.string(),
});
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponse>;
