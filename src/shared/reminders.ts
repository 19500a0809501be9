import { z } from 'zod';
import { addNamespace, t } from './i18n';
import { reminders as texts } from './i18n/en/reminders';
import { isSingleLineText } from './text';

// The reminders' texts load with this contract, not with the client's first script (i18n/resources.ts):
// everything that shows them (the profile's card, the unsubscribe page, the server's e-mails and
// validation) imports this module first.
addNamespace('reminders', texts);

/** The reminders a person can turn on (issue 14); each is off until they do (product decisions). */
export const REMINDER_KINDS = ['daily', 'behind', 'weekly'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_CHANNELS = ['email', 'push'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** A local time of day, "HH:MM" on a 24-hour clock, in the person's time zone. */
const timeOfDay = z
  .string(t('reminders:invalidTime'))
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, t('reminders:invalidTime'));
/** 0 = Sunday … 6 = Saturday, as Date.getDay(). */
const weekday = z
  .number(t('reminders:invalidDay'))
  .int(t('reminders:invalidDay'))
  .min(0, t('reminders:invalidDay'))
  .max(6, t('reminders:invalidDay'));

export const reminderSettings = z.object({
  daily: z.object({
    email: z.boolean(),
    push: z.boolean(),
    time: timeOfDay,
    days: z.array(weekday).max(7),
  }),
  /** "You are behind on your plan": at most once a day, never after the person logged that day. */
  behind: z.object({ email: z.boolean(), push: z.boolean(), time: timeOfDay }),
  /** The weekly summary e-mail, on one day of the week. */
  weekly: z.object({ email: z.boolean(), day: weekday, time: timeOfDay }),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  daily: { email: false, push: false, time: '07:00', days: [0, 1, 2, 3, 4, 5, 6] },
  behind: { email: false, push: false, time: '19:00' },
  weekly: { email: false, day: 0, time: '18:00' },
};

/** A field of the GET answer that the PUT takes back and drops: the profile and the devices own it. */
const readOnly = z.unknown().optional().describe('Read-only (the GET answer’s); ignored');

/**
 * PUT /api/me/reminders: any part of the settings; what is left out keeps its value. Days are a set:
 * given in any order, stored sorted, once each. An unknown field is refused rather than dropped, so a
 * misspelt one ("emial") never looks saved; the GET answer's read-only `timeZone` and `push` are the
 * exception, dropped, so a client can read, change one value and write the whole document back.
 */
export const reminderSettingsUpdate = z
  .strictObject({
    daily: z.strictObject(reminderSettings.shape.daily.partial().shape).optional(),
    behind: z.strictObject(reminderSettings.shape.behind.partial().shape).optional(),
    weekly: z.strictObject(reminderSettings.shape.weekly.partial().shape).optional(),
    timeZone: readOnly,
    push: readOnly,
  })
  .transform(({ timeZone, push, ...update }) => update);
export type ReminderSettingsUpdate = z.output<typeof reminderSettingsUpdate>;

export const remindersResponse = reminderSettings.extend({
  /** The zone the times are in (the profile's). */
  timeZone: z.string(),
  push: z.object({
    /** The server's VAPID public key (base64url), for PushManager.subscribe. */
    publicKey: z.string(),
    /** How many of the person's devices receive pushes. */
    devices: z.number().int(),
  }),
});
export type RemindersResponse = z.infer<typeof remindersResponse>;

/** A browser's PushSubscription.toJSON(), as the service worker gives it. */
export const pushSubscriptionRequest = z.object({
  // The URL parser takes a control character (it would percent-encode it); PostgreSQL refuses a NUL.
  endpoint: z
    .url(t('reminders:invalidSubscription'))
    .max(2048, t('reminders:invalidSubscription'))
    .refine(isSingleLineText, t('reminders:invalidSubscription')),
  keys: z.object(
    {
      p256dh: z
        .string(t('reminders:invalidSubscription'))
        .min(1, t('reminders:invalidSubscription'))
        .max(200, t('reminders:invalidSubscription')),
      auth: z
        .string(t('reminders:invalidSubscription'))
        .min(1, t('reminders:invalidSubscription'))
        .max(100, t('reminders:invalidSubscription')),
    },
    t('reminders:invalidSubscription'),
  ),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/** What a push carries to the service worker: the notification and the screen a click opens. */
export const pushPayload = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushPayload = z.infer<typeof pushPayload>;

/**
 * POST /api/reminders/unsubscribe from the client's /unsubscribe page. A mail client's one-click POST
 * (RFC 8058) carries the same two values in the query string instead.
 */
export const unsubscribeRequest = z.object({
  /** base64url, as the server makes it: anything else cannot match and never reaches the database. */
  token: z
    .string(t('reminders:invalidUnsubscribe'))
    .regex(/^[\w-]{1,100}$/, t('reminders:invalidUnsubscribe')),
  kind: z.enum(REMINDER_KINDS, t('reminders:invalidUnsubscribe')),
});

/**
 * The body of that POST: the page's JSON, or none at all (a one-click POST may send no body; Fastify then
 * validates null). Any other body is refused with the same catalogue message, never Zod's own English.
 */
export const unsubscribeBody = z
  .object(unsubscribeRequest.partial().shape, { error: t('reminders:invalidUnsubscribe') })
  .nullish();

/** What the unsubscribe turned off: that kind's e-mails only (its pushes stay as they were). */
export const unsubscribeResponse = z.object({
  kind: z.enum(REMINDER_KINDS),
  channel: z.literal('email'),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
