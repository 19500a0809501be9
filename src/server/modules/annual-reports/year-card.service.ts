import type { CardItem } from '@shared/annual-reports';
import { type BibleProgress, bibleProgressOf } from '@shared/progress';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches } from '../../db/schema';
import { churchChapterCountsOfYear, userChapterCountsOf } from '../progress';
import { loadTracker } from '../tracking/context';
import { longestStreakIn } from '../tracking/streak';
import { annualReport } from './annual-reports.service';

/** What a year card draws: the annual report's figures and only the items asked for. */
export interface YearCardFigures {
  year: number;
  /** The church's name on a church's card; a person's card names nobody. */
  churchName?: string;
  chapters?: number;
  minutes?: number;
  streak?: number;
  books?: number;
  map?: BibleProgress;
}

/** The asked items out of the report, the map (and its finished books) and the streak. */
function pick(show: readonly CardItem[], figures: Omit<YearCardFigures, 'year' | 'churchName'>) {
  const picked: Omit<YearCardFigures, 'year' | 'churchName'> = {};
  for (const item of show) Object.assign(picked, { [item]: figures[item] });
  return picked;
}

const needsMap = (show: readonly CardItem[]) => show.includes('map') || show.includes('books');

/**
 * A person's year: the annual report's chapters and minutes, their longest streak of the year (under
 * their own streak rule), their Bible map of the year (user_chapter_counts of that year) and the books
 * it finishes. Only the person's own rows are read.
 */
export async function userYearCard(db: Db, userId: number, year: number, show: readonly CardItem[]) {
  const [report, map, streak] = await Promise.all([
    annualReport(db, { userId }, year),
    needsMap(show) ? userChapterCountsOf(db, userId, year).then(bibleProgressOf) : undefined,
    show.includes('streak')
      ? loadTracker(db, userId).then((tracker) => longestStreakIn(db, userId, year, tracker))
      : undefined,
  ]);
  const figures = { chapters: report.chaptersRead, minutes: report.prayerMinutes, streak, map };
  return { year, ...pick(show, { ...figures, books: map?.booksFinished }) } satisfies YearCardFigures;
}

/**
 * A church's year: the annual report's figures of entries written with the church, and its map of the
 * year from those readings. Its name, no person's: no member is named or counted.
 */
export async function churchYearCard(db: Db, churchId: number, year: number, show: readonly CardItem[]) {
  const [report, map, [church]] = await Promise.all([
    annualReport(db, { churchId }, year),
    needsMap(show) ? churchChapterCountsOfYear(db, churchId, year).then(bibleProgressOf) : undefined,
    db.select({ name: churches.name }).from(churches).where(eq(churches.id, churchId)),
  ]);
  const figures = { chapters: report.chaptersRead, minutes: report.prayerMinutes, map };
  return {
    year,
    churchName: church?.name ?? '',
    ...pick(show, { ...figures, books: map?.booksFinished }),
  } satisfies YearCardFigures;
}
