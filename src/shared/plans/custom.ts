import { z } from 'zod';
import { BIBLE_BOOKS, bookByName } from '../bible';
import { addDays, daysBetween, isIsoDay } from '../dates';
import { t } from '../i18n';
import { readDateField } from '../readings';
import { singleLineText } from '../text';
import { type ChapterKey, chaptersOf, chaptersOfBooks } from './chapters';
import { nextReadingDays, type PlanDays, readingDaysBetween, spreadEvenly } from './schedule';

/** A made plan may run at most this long: three years covers every real plan and bounds a plan's rows. */
export const MAX_PLAN_DAYS = 3 * 366;
const MAX_PLAN_NAME = 80;

export const planName = z
  .string(t('plans:nameRequired'))
  .trim()
  .min(1, t('plans:nameRequired'))
  .max(MAX_PLAN_NAME, t('plans:nameTooLong', { max: MAX_PLAN_NAME }))
  .refine(...singleLineText);

const bookName = z.string().refine((name) => !!bookByName(name), { message: t('plans:unknownBook') });

/** What a made plan reads. */
const planScope = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('bible') }),
    z.object({ kind: z.literal('old') }),
    z.object({ kind: z.literal('new') }),
    z.object({ kind: z.literal('books'), books: z.array(bookName).min(1, t('plans:chooseBooks')).max(66) }),
    z.object({ kind: z.literal('range'), from: bookName, to: bookName }),
  ],
  { error: t('plans:chooseWhat') },
);
type PlanScope = z.infer<typeof planScope>;

const weekday = z.number().int().min(0).max(6);

/** POST /api/plans: a plan of one's own, started on `startDate`. */
export const customPlanRequest = z
  .object({
    name: planName,
    scope: planScope,
    startDate: readDateField,
    /** Either the last day or how many chapters a reading day holds. */
    endDate: z.string().refine(isIsoDay, t('common:invalidDate')).optional(),
    chaptersPerDay: z
      .number(t('plans:perDayWhole'))
      .int(t('plans:perDayWhole'))
      .min(1, t('plans:perDayWhole'))
      .max(200, t('plans:perDayMax'))
      .optional(),
    readingDays: z.array(weekday, t('plans:chooseDays')).min(1, t('plans:chooseDays')).max(7),
  })
  .superRefine((value, ctx) => {
    if ((value.endDate === undefined) === (value.chaptersPerDay === undefined))
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: t('plans:endOrPace') });
    if (value.endDate !== undefined && value.endDate < value.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: t('plans:endBeforeStart') });
    if (value.scope.kind === 'range') {
      const [from, to] = [bookByName(value.scope.from), bookByName(value.scope.to)];
      if (from && to && from.number > to.number)
        ctx.addIssue({ code: 'custom', path: ['scope', 'to'], message: t('plans:rangeBackwards') });
    }
  });
export type CustomPlanRequest = z.infer<typeof customPlanRequest>;

/** The chapters a scope reads, in canonical order (books chosen one by one are read in canonical order too). */
function scopeChapters(scope: PlanScope): ChapterKey[] {
  switch (scope.kind) {
    case 'bible':
      return chaptersOf();
    case 'old':
    case 'new':
      return chaptersOf(scope.kind);
    case 'books': {
      const chosen = new Set(scope.books.map((name) => bookByName(name)?.number));
      return chaptersOfBooks(BIBLE_BOOKS.filter((b) => chosen.has(b.number)));
    }
    case 'range': {
      const [from, to] = [bookByName(scope.from)?.number ?? 0, bookByName(scope.to)?.number ?? 0];
      return chaptersOfBooks(BIBLE_BOOKS.filter((b) => b.number >= from && b.number <= to));
    }
  }
}

export type CustomPlanResult =
  | { ok: true; days: PlanDays; endDate: string }
  | { ok: false; field: string; message: string };

/**
 * A made plan's calendar days from its start: the scope's chapters spread evenly over the reading days
 * up to the end date, or over as many reading days as the daily count needs. The client's preview and
 * the server's save both call this, so the preview is the plan.
 */
export function buildCustomPlan(input: CustomPlanRequest): CustomPlanResult {
  const weekdays = [...new Set(input.readingDays)];
  const chapters = scopeChapters(input.scope);
  let readingDays: string[];
  if (input.chaptersPerDay !== undefined) {
    readingDays = nextReadingDays(
      input.startDate,
      Math.ceil(chapters.length / input.chaptersPerDay),
      weekdays,
    );
  } else {
    if (daysBetween(input.startDate, input.endDate as string) >= MAX_PLAN_DAYS)
      return { ok: false, field: 'endDate', message: t('plans:tooLong', { max: MAX_PLAN_DAYS }) };
    readingDays = readingDaysBetween(input.startDate, input.endDate as string, weekdays);
  }
  if (readingDays.length === 0) return { ok: false, field: 'readingDays', message: t('plans:noReadingDay') };
  const endDate = readingDays.at(-1) as string;
  const length = daysBetween(input.startDate, endDate) + 1;
  if (length > MAX_PLAN_DAYS)
    return { ok: false, field: 'endDate', message: t('plans:tooLong', { max: MAX_PLAN_DAYS }) };
  const spread = spreadEvenly(chapters, readingDays.length);
  const byDay = new Map(readingDays.map((day, i) => [day, spread[i] ?? []]));
  const days: PlanDays = Array.from({ length }, (_, i) => byDay.get(addDays(input.startDate, i)) ?? []);
  return { ok: true, days, endDate };
}
