import { z } from 'zod';
import { singleLineText } from './text';

/** Passwords: the spec's minimums; a generous maximum (argon2 input is bounded, but 128+ must fit). */
export const PASSWORD_MAX = 256;

export const emailField = (message: string) =>
  z.string({ error: message }).trim().max(254, message).pipe(z.email(message));

/** Registration and profile: the address belongs to another account (compared ignoring case). */
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
/** A church administrator keeps their church: the church would lose its administrator. */
export const ADMIN_KEEPS_CHURCH_MESSAGE = 'A church administrator cannot leave or change their church';

/** An IANA time zone name from the browser; weeks and days are computed in it. */
const timeZoneField = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/** The chosen churchId is not a church. */
export const UNKNOWN_CHURCH_MESSAGE = 'Please choose a church from the list';

/** churchId as forms send it: a number, a numeric string, null, '' or 'none' (no church). */
const churchIdField = z.preprocess(
  (v) => (v === '' || v === 'none' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: UNKNOWN_CHURCH_MESSAGE })
    .int(UNKNOWN_CHURCH_MESSAGE)
    .positive(UNKNOWN_CHURCH_MESSAGE)
    .nullable(),
);

export const churchSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
});
export type ChurchSummary = z.infer<typeof churchSummary>;

/** The current user as every endpoint returns it: never a hash or another internal field. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  churchId: z.number().int().nullable(),
  church: churchSummary.nullable(),
  shareNameWithChurch: z.boolean(),
  isChurchAdmin: z.boolean(),
  timeZone: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const registerRequest = z.object({
  name: z
    .string({ error: 'Name is too short' })
    .trim()
    .min(2, 'Name is too short')
    .max(100, 'Name is too long')
    .refine(...singleLineText),
  email: emailField('Please enter a valid email'),
  password: z
    .string({ error: 'Password must be at least 8 characters' })
    .min(8, 'Password must be at least 8 characters')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .refine(...singleLineText),
  churchId: churchIdField.optional(),
  timeZone: timeZoneField.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const profileUpdateRequest = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name is too long')
    .refine(...singleLineText),
  email: emailField('Please enter a valid email'),
  churchId: churchIdField.optional(),
  shareNameWithChurch: z.boolean({ error: 'shareNameWithChurch must be true or false' }).optional(),
  timeZone: timeZoneField.optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** PATCH /api/profile: the user, and a new token when the session was rotated (e-mail changed). */
export const profileUpdateResponse = z.object({ user: userSchema, token: z.string().optional() });
