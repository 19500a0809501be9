import { z } from 'zod';
import { singleLineText } from './text';
import { emailField, PASSWORD_MAX } from './users';

export const forgotPasswordRequest = z.object({ email: emailField('Please enter a valid email') });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const forgotPasswordResponse = z.object({ success: z.boolean(), message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

/** Same answer whether or not the address has an account. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that address, we have sent a link to reset its password. The link works for one hour.';

export const RESET_TOKEN_MINUTES = 60;

export const resetPasswordRequest = z.object({
  token: z
    .string({ error: 'This reset link is invalid' })
    .min(10, 'This reset link is invalid')
    .max(200, 'This reset link is invalid'),
  password: z
    .string({ error: 'Password must be at least 8 characters' })
    .min(8, 'Password must be at least 8 characters')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .refine(...singleLineText),
});

export const INVALID_RESET_LINK_MESSAGE =
  'This reset link is invalid or has expired. Please request a new one.';

export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in.';
export const resetPasswordResponse = z.object({ message: z.string() });
export const RESET_MAIL_SUBJECT = 'Reset your Lampstand password';
