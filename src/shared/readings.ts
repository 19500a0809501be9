import { z } from 'zod';
import { BIBLE_BOOKS, bookByName } from './bible';
import { isIsoDay, MIN_ENTRY_DAY } from './dates';
import { t } from './i18n';
import { idField, idParam, MAX_BIGINT_ID } from './ids';

export const INVALID_DATE_MESSAGE = t('common:invalidDate');
export const DATE_TOO_EARLY_MESSAGE = t('common:dateTooEarly');

/** A calendar date (YYYY-MM-DD) from 2000 on; "not in the future" depends on the user's zone (server). */
export const readDateField = z
  .string(INVALID_DATE_MESSAGE)
  .refine(isIsoDay, { message: INVALID_DATE_MESSAGE, abort: true })
  .refine((day) => day >= MIN_ENTRY_DAY, DATE_TOO_EARLY_MESSAGE);

const chapterRef = z
  .object({
    book: z
      .string(t('readings:bookRequired'))
      .trim()
      .min(1, t('readings:bookRequired'))
      .max(40, t('readings:bookRequired')),
    chapter: z
      .number(t('readings:chapterWhole'))
      .int(t('readings:chapterWhole'))
      // The upper bound is the book's own chapter count (below).
      .min(1, t('readings:chapterMin')),
  })
  .superRefine((value, ctx) => {
    // A blank book has its own message already.
    if (value.book === '') return;
    const book = bookByName(value.book);
    if (!book)
      ctx.addIssue({
        code: 'custom',
        path: ['book'],
        message: t('readings:unknownBook', { book: value.book }),
      });
    else if (value.chapter > book.chapters)
      ctx.addIssue({
        code: 'custom',
        path: ['chapter'],
        message: t('readings:bookChapters', { book: book.name, chapters: book.chapters }),
      });
  });
export type ChapterRef = z.infer<typeof chapterRef>;

/** POST /api/readings: the spec's one-chapter payload. userId, when sent, must be the caller's own id. */
export const readingRequest = z.intersection(
  chapterRef,
  z.object({ userId: idField().optional(), readDate: readDateField }),
);

export const MAX_CHAPTERS_PER_BATCH = BIBLE_BOOKS.reduce((n, b) => n + b.chapters, 0);

/** POST /api/readings/batch: N chapters in one request and one transaction, all or nothing. */
export const readingBatchRequest = z.object({
  userId: idField().optional(),
  readDate: readDateField,
  chapters: z
    .array(chapterRef)
    .min(1, t('readings:noneSelected'))
    .max(MAX_CHAPTERS_PER_BATCH, t('readings:tooManyChapters', { max: MAX_CHAPTERS_PER_BATCH })),
});
export type ReadingBatchRequest = z.infer<typeof readingBatchRequest>;

const readingResponse = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  book: z.string(),
  chapter: z.number().int(),
  readDate: z.string(),
});

export const readingBatchResponse = z.object({
  readings: z.array(readingResponse),
  /** The caller's period totals after the write, for the celebrations. */
  totals: z.object({ chaptersRead: z.number().int(), prayerMinutes: z.number().int() }),
});

export const READING_DATE_IN_FUTURE = t('readings:dateInFuture');

/** DELETE /api/readings/:id and /api/prayers/:id. */
export const entryIdParams = z.object({ id: idParam(undefined, MAX_BIGINT_ID) });
