import { z } from 'zod';
import { emailField, PASSWORD_MAX, userSchema } from './users';

export const loginRequest = z.object({
  email: emailField('Please enter a valid email address'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, 'Password is too long'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ token: z.string().optional(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponse>;

export const messageResponse = z.object({ message: z.string() });

export const LOGOUT_MESSAGE = 'Logged out';
/** Church credentials were right but no administrator account belongs to the church any more. */
export const CHURCH_WITHOUT_ADMIN_MESSAGE =
  'This church has no administrator account. Please contact support.';

/** Shown for any failed login: never says whether the address exists. */
export const LOGIN_FAILED_MESSAGE = 'Invalid email or password';
