import { z } from 'zod';
import { churchRegisterRequest } from './churches';
import { confirmationCodeField } from './confirmations';
import { t } from './i18n';
import { idParam } from './ids';
import { leaderboard } from './leaderboard';
import { topChapter } from './stats';
import { singleLineText } from './text';
import { emailField, PASSWORD_MAX } from './users';

/*
 * Issue 4: the church admin panel (/church-admin). Every route below except verify-password and
 * admin-status needs the session to have unlocked the caller's church (church password or church login);
 * changing or removing a member, year-end reset, deleting the church and changing its password also need
 * isChurchAdmin (issue 9: knowing the church password gives no power over another person's account).
 */

/** 403 message of a session that has not unlocked its church (or whose unlock expired). */
export const CHURCH_PASSWORD_REQUIRED_MESSAGE = t('churchAdmin:passwordRequired');
/** 403 message of an unlocked member who is not the church's administrator. */
export const CHURCH_ADMIN_REQUIRED_MESSAGE = t('churchAdmin:adminRequired');
/** verify-password with a wrong password: 200 { success: false, message } (a 401 would sign the client out). */
export const INCORRECT_CHURCH_PASSWORD_MESSAGE = t('churchAdmin:incorrectPassword');
/** 402 on church analytics and church annual reports when the subscription has expired. */
export const SUBSCRIPTION_EXPIRED_MESSAGE = t('churchAdmin:subscriptionExpired');
export const ANONYMOUS_MEMBER_PRIVATE_MESSAGE = t('churchAdmin:memberPrivate');
export const NOT_YOUR_MEMBER_MESSAGE = t('churchAdmin:notYourMember');
export const CANNOT_REMOVE_SELF_MESSAGE = t('churchAdmin:cannotRemoveSelf');
export const CANNOT_REMOVE_ADMIN_MESSAGE = t('churchAdmin:cannotRemoveAdmin');
export const NOT_YOUR_CHURCH_MESSAGE = t('churchAdmin:notYourChurch');
export const CHURCH_PASSWORD_CHANGED_MESSAGE = t('churchAdmin:passwordChanged');
export const WRONG_CURRENT_PASSWORD_MESSAGE = t('churchAdmin:wrongCurrentPassword');

/** POST /api/church/verify-password */
export const verifyChurchPasswordRequest = z.object({
  password: z
    .string({ error: t('common:passwordRequired') })
    .min(1, t('common:passwordRequired'))
    .max(PASSWORD_MAX, t('common:passwordTooLong')),
});
export const verifyChurchPasswordResponse = z.union([
  z.object({ success: z.literal(true), unlockedUntil: z.string() }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
export type VerifyChurchPasswordResponse = z.infer<typeof verifyChurchPasswordResponse>;

/** GET /api/church/admin-status: whether to show the gate or the tabs (and the administrator-only parts). */
export const adminStatusResponse = z.object({
  unlocked: z.boolean(),
  unlockedUntil: z.string().nullable(),
  isChurchAdmin: z.boolean(),
});
export type AdminStatus = z.infer<typeof adminStatusResponse>;

/** GET /api/church/users: at most this many members, ordered by name. */
export const CHURCH_USERS_MAX = 1000;
export const churchMember = z.object({
  id: z.number().int(),
  /** 'Anonymous member' when the member opted out of sharing their name. */
  name: z.string(),
  /** null for an anonymous member. */
  email: z.string().nullable(),
  isChurchAdmin: z.boolean(),
  anonymous: z.boolean(),
});
export type ChurchMember = z.infer<typeof churchMember>;
export const churchMemberList = z.array(churchMember).max(CHURCH_USERS_MAX);

/** PATCH /api/admin/users/:id (the client sends no password when the field is blank). */
export const adminUserUpdateRequest = z.object({
  name: z
    .string({ error: t('common:nameMin') })
    .trim()
    .min(2, t('common:nameMin'))
    .max(100, t('common:nameTooLong'))
    .refine(...singleLineText),
  email: emailField(t('common:validEmail')),
  /** Needed when the e-mail address or the password changes (decision 037). */
  confirmationCode: confirmationCodeField.optional(),
  password: z
    .string({ error: t('churchAdmin:memberPasswordMin') })
    .min(6, t('churchAdmin:memberPasswordMin'))
    .max(PASSWORD_MAX, t('common:passwordMax', { max: PASSWORD_MAX }))
    .refine(...singleLineText)
    .optional(),
});
export type AdminUserUpdateRequest = z.input<typeof adminUserUpdateRequest>;

/** :id of /api/admin/users/:id and /api/church/:id. */
export const idParams = z.object({ id: idParam() });

/** GET /api/church/analytics: the church's current period, from the rollups. */
export const MAX_ANALYTICS_WEEKS = 53;
const weeklyPoint = z.object({
  /** First day (YYYY-MM-DD) of a 7-day week counted from the period start. */
  weekStart: z.string(),
  chapters: z.number().int(),
  prayerMinutes: z.number().int(),
});
export const churchAnalytics = z.object({
  totalChaptersRead: z.number().int(),
  weeklyChaptersRead: z.number().int(),
  totalPrayerMinutes: z.number().int(),
  weeklyPrayerMinutes: z.number().int(),
  /** Members with any reading or prayer in the last 7 days. */
  activeUsers: z.number().int(),
  /** Weekly totals / member count, 1 decimal. */
  weeklyAvgChaptersPerUser: z.number(),
  weeklyAvgPrayerMinutesPerUser: z.number(),
  topReadChapters: z.array(topChapter),
  weekly: z.array(weeklyPoint).max(MAX_ANALYTICS_WEEKS),
  leaderboard,
  periodStart: z.string(),
  memberCount: z.number().int(),
});
export type ChurchAnalytics = z.infer<typeof churchAnalytics>;

/** GET/PATCH /api/church/settings */
export const churchSettings = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  /** The church's sign-in address: shown to administrators only (decision 037), null for other members. */
  email: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type ChurchSettings = z.infer<typeof churchSettings>;
export const churchSettingsUpdate = z.object({
  name: churchRegisterRequest.shape.name,
  city: churchRegisterRequest.shape.city,
  state: churchRegisterRequest.shape.state,
  /** http(s) address; '' or null removes the logo; absent keeps it. */
  logoUrl: z
    .union([
      z.literal(''),
      z.null(),
      z
        .url({ protocol: /^https?$/, message: t('churches:logoUrl') })
        .max(2048)
        .refine(...singleLineText),
    ])
    .optional(),
});
export type ChurchSettingsUpdate = z.input<typeof churchSettingsUpdate>;

/** PUT /api/church/password (administrator). */
export const churchPasswordChangeRequest = z.object({
  currentPassword: z
    .string({ error: t('churchAdmin:currentPasswordRequired') })
    .min(1, t('churchAdmin:currentPasswordRequired'))
    .max(PASSWORD_MAX, t('common:passwordTooLong')),
  newPassword: z
    .string({ error: t('common:passwordMin') })
    .min(8, t('common:passwordMin'))
    .max(PASSWORD_MAX, t('common:passwordMax', { max: PASSWORD_MAX }))
    .refine(...singleLineText),
  /** The code mailed to the acting administrator (decision 037). */
  confirmationCode: confirmationCodeField,
});
export type ChurchPasswordChangeRequest = z.input<typeof churchPasswordChangeRequest>;

/** POST /api/admin/year-end-reset (administrator): the calendar year of the period it closed. */
export const yearEndResetResponse = z.object({ year: z.number().int(), message: z.string() });
export type YearEndResetResponse = z.infer<typeof yearEndResetResponse>;
export const yearEndResetMessage = (year: number) => t('churchAdmin:yearClosed', { year });

/**
 * GET /api/church/export/figures?period=weekly|annual (administrator): the church's figures as CSV, every
 * 7-day week of the current period or every calendar year (decision 032).
 */
const CHURCH_FIGURE_PERIODS = ['weekly', 'annual'] as const;
export const churchFiguresQuery = z.object({
  period: z.enum(CHURCH_FIGURE_PERIODS, { error: t('churchAdmin:figuresPeriodInvalid') }),
});
/** The addresses of the administrator's download links. */
export const CHURCH_MEMBERS_CSV_URL = '/api/church/export/members';
export const churchFiguresCsvUrl = (period: (typeof CHURCH_FIGURE_PERIODS)[number]) =>
  `/api/church/export/figures?period=${period}`;
