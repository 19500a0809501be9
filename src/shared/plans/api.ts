import { z } from 'zod';
import { t } from '../i18n';
import { idParam } from '../ids';
import { readDateField } from '../readings';
import { BUILT_IN_PLAN_IDS } from './builtin';
import { planName } from './custom';

/** A plan in GET /api/plans: a built-in one (id: its name, such as "bible-year") or one's own (id: digits). */
const planSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  builtIn: z.boolean(),
  days: z.number().int(),
  chapters: z.number().int(),
});
export type PlanSummary = z.infer<typeof planSummary>;
export const planList = z.array(planSummary);

/** `{planId}`: a built-in plan's id or one's own plan's number. */
export const planIdParams = z.object({
  planId: z.union([z.enum(BUILT_IN_PLAN_IDS), z.string().regex(/^[1-9]\d{0,8}$/)], t('plans:unknownPlan')),
});

export const enrollRequest = z.object({ startDate: readDateField });

export const enrollmentIdParams = z.object({ id: idParam() });

const chapterItem = z.object({
  position: z.number().int(),
  book: z.string(),
  chapter: z.number().int(),
  read: z.boolean(),
});

const catchUpOption = z.object({ endDate: z.string(), perDay: z.number().int() });

export const enrollment = z.object({
  id: z.number().int(),
  planId: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  paused: z.boolean(),
  /** Past plan days whose chapters are not all read; 0 when on track or ahead. */
  behindDays: z.number().int(),
  aheadDays: z.number().int(),
  chaptersLeft: z.number().int(),
  chaptersTotal: z.number().int(),
  /** The person's calendar day the figures are for. */
  todayDate: z.string(),
  today: z.array(chapterItem),
  next: z.object({ day: z.string(), chapters: z.array(chapterItem) }).nullable(),
  /** What each way of catching up would give, when behind; spread is null once the plan's end has passed. */
  catchUp: z.object({ spread: catchUpOption.nullable(), extend: catchUpOption }).nullable(),
  /** The last catch-up can be undone. */
  canUndo: z.boolean(),
});
export type Enrollment = z.infer<typeof enrollment>;
export const enrollmentList = z.array(enrollment);

export const catchUpRequest = z.object({
  mode: z.enum(['spread', 'extend'], t('plans:catchUpMode')),
});

export const enrollmentUpdate = z.object({ paused: z.boolean(t('plans:pausedBoolean')) });

/**
 * POST /api/plans/enrollments/{id}/read: chapters of the plan (by position) read on `readDate`, the
 * reader's today when it is left out. A day marked with no network is sent later with its own date.
 */
export const markReadRequest = z.object({
  positions: z
    .array(z.number().int().min(0).max(32_767), t('plans:choosePositions'))
    .min(1, t('plans:choosePositions'))
    .max(1_189, t('plans:choosePositions')),
  readDate: readDateField.optional(),
});

export const markReadResponse = z.object({
  enrollment,
  /** How many chapters this request logged: 0 when they were all read already. */
  logged: z.number().int(),
  totals: z.object({ chaptersRead: z.number().int(), prayerMinutes: z.number().int() }).nullable(),
});

export const createdPlan = z.object({ plan: planSummary, enrollment });

/**
 * The most a plan's lines may take, counted as they are sent: the UTF-8 bytes of their JSON string (a quote or
 * a line break takes two). The server refuses any request over 64 KiB before a schema runs (`bodyLimit` in
 * src/server/app.ts); the lines get all but 4 KiB of it (the name takes at most 480 bytes), so whatever the
 * form accepts reaches the server and is answered with its own message, never a 413.
 */
export const MAX_CSV_BYTES = 60 * 1024;
const csvTooLong = t('plans:csvTooLong', { max: MAX_CSV_BYTES / 1024 });
const sentBytes = (text: string) => new TextEncoder().encode(JSON.stringify(text)).length;

export const importPlanRequest = z.object({
  name: planName,
  csv: z
    .string(t('plans:csvRequired'))
    .min(1, t('plans:csvRequired'))
    // A character is at least one byte: the cheap check first, so a huge paste is not encoded.
    .max(MAX_CSV_BYTES, { message: csvTooLong, abort: true })
    .refine((csv) => sentBytes(csv) <= MAX_CSV_BYTES, csvTooLong),
});
