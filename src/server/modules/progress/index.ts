/**
 * What other modules may use of the chapter counts (the Bible maps' figures): the top chapters of a
 * church's period (statistics, church analytics), a church's map for its public page, and the counts of
 * one year for the year card.
 */
export {
  churchChapterCountsNow,
  churchChapterCountsOfYear,
  topReadChapters,
  userChapterCountsOf,
} from './chapter-counts';
