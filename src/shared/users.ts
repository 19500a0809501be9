import { z } from 'zod';
import { LANGUAGES, t } from './i18n';
import { idField } from './ids';
import { singleLineText } from './text';

/** Passwords: the spec's minimums; a generous maximum (argon2 input is bounded, but 128+ must fit). */
export const PASSWORD_MAX = 256;

export const emailField = (message: string) =>
  z.string({ error: message }).trim().max(254, message).pipe(z.email(message));

/** Registration and profile: the address belongs to another account (compared ignoring case). */
export const EMAIL_TAKEN_MESSAGE = t('users:emailTaken');
/** A church administrator keeps their church: the church would lose its administrator. */
export const ADMIN_KEEPS_CHURCH_MESSAGE = t('users:adminKeepsChurch');

/** An IANA time zone name from the browser; weeks and days are computed in it. */
export const timeZoneField = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, t('common:unknownTimeZone'));

/** The language a person reads the app and their e-mails in (decision 035); optional in every request. */
const languageField = z.enum(LANGUAGES, { error: t('common:invalidValue') });

/** The chosen churchId is not a church. */
export const UNKNOWN_CHURCH_MESSAGE = t('users:unknownChurch');

/** churchId as forms send it: a number, a numeric string, null, '' or 'none' (no church). */
const churchIdField = z.preprocess(
  (v) => (v === '' || v === 'none' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  idField(UNKNOWN_CHURCH_MESSAGE).nullable(),
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
  /**
   * The church's own account (Church Login, decision 037): it administers `church` and has no personal
   * data; its screens are Church Admin's.
   */
  isChurchAccount: z.boolean(),
  timeZone: z.string(),
  /** Opted in to a weekly rest day that keeps the streak alive (decision 020). */
  restDay: z.boolean(),
  /** Left off the church's boards (weekly leaderboard, consistency board); still counted in totals (decision 021). */
  hideFromBoards: z.boolean(),
  /** The app's, the answers' and the e-mails' language: 'en' (the default) or 'es' (decision 035). */
  language: languageField,
});
export type User = z.infer<typeof userSchema>;

export const registerRequest = z.object({
  name: z
    .string({ error: t('common:nameTooShort') })
    .trim()
    .min(2, t('common:nameTooShort'))
    .max(100, t('common:nameTooLong'))
    .refine(...singleLineText),
  email: emailField(t('common:validEmail')),
  password: z
    .string({ error: t('common:passwordMin') })
    .min(8, t('common:passwordMin'))
    .max(PASSWORD_MAX, t('common:passwordMax', { max: PASSWORD_MAX }))
    .refine(...singleLineText),
  churchId: churchIdField.optional(),
  timeZone: timeZoneField.optional(),
  /** The language the visitor was reading in; English when left out. */
  language: languageField.optional(),
  /**
   * The one-time claim church registration answered (decision 037): the new account becomes that church's
   * first administrator, and its member.
   */
  adminClaim: z
    .string({ error: t('churches:adminClaimInvalid') })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, t('churches:adminClaimInvalid'))
    .optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const profileUpdateRequest = z.object({
  name: z
    .string({ error: t('common:nameMin') })
    .trim()
    .min(2, t('common:nameMin'))
    .max(100, t('common:nameTooLong'))
    .refine(...singleLineText),
  email: emailField(t('common:validEmail')),
  churchId: churchIdField.optional(),
  shareNameWithChurch: z.boolean({ error: t('users:shareNameBoolean') }).optional(),
  timeZone: timeZoneField.optional(),
  restDay: z.boolean({ error: t('users:restDayBoolean') }).optional(),
  /** Optional: a client that does not send it leaves it as it is (decision 021). */
  hideFromBoards: z.boolean({ error: t('users:hideFromBoardsBoolean') }).optional(),
  /** Optional: a client that does not send it leaves it as it is (decision 035). */
  language: languageField.optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** PATCH /api/profile: the user, and a new token when the session was rotated (e-mail changed). */
export const profileUpdateResponse = z.object({ user: userSchema, token: z.string().optional() });
