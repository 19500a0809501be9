import {
  type ChurchComparison,
  MIN_CHURCHES_TO_COMPARE,
  SIZE_BANDS,
  sizeBandOf,
} from '@shared/church-comparison';
import { yearOf } from '@shared/dates';
import { count, eq, isNotNull, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churchYearlyTotals, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { NO_CHURCH_MESSAGE } from '../../lib/guards';
import { loadTracker, todayOf } from '../tracking/context';
import { yearFigures } from '../tracking/totals';

/** How long a computed distribution serves before every church's rows are read again. */
export const DISTRIBUTION_TTL_MS = 10 * 60_000;

/**
 * A church's year so far. Pace is a total per member per day; every church of one distribution is
 * divided by the same number of days, so the order of paces is the order of totals per member, and
 * no division (or rounding) is needed to compare them: a/b < c/d as a·d < c·b.
 */
interface Year {
  chapters: number;
  minutes: number;
  members: number;
}
type Measure = 'chapters' | 'minutes';
const below = (a: Year, b: Year, m: Measure) => a[m] * b.members < b[m] * a.members;

/** One band: its churches' years sorted by each measure's pace, and who is in it. */
interface Band {
  sorted: Record<Measure, Year[]>;
  byChurch: Map<number, Year>;
}

/** Churches in the band whose pace is strictly below `mine` (binary search over the sorted list). */
function countBelow(sorted: Year[], mine: Year, m: Measure) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (below(sorted[middle] as Year, mine, m)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Every church with members, read once: member counts and the year's rows (at most SHARDS per church). */
async function computeBands(db: Db, year: number): Promise<Band[]> {
  const [members, totals] = await Promise.all([
    db
      .select({ churchId: users.churchId, n: count() })
      .from(users)
      .where(isNotNull(users.churchId))
      .groupBy(users.churchId),
    db
      .select({
        churchId: churchYearlyTotals.churchId,
        chapters: sum(churchYearlyTotals.chapters).mapWith(Number),
        minutes: sum(churchYearlyTotals.minutes).mapWith(Number),
      })
      .from(churchYearlyTotals)
      .where(eq(churchYearlyTotals.year, year))
      .groupBy(churchYearlyTotals.churchId),
  ]);
  const figures = new Map(totals.map((r) => [r.churchId, r]));
  const bands: Band[] = SIZE_BANDS.map(() => ({
    sorted: { chapters: [], minutes: [] },
    byChurch: new Map(),
  }));
  for (const { churchId, n } of members) {
    const band = sizeBandOf(n);
    if (churchId === null || !band) continue;
    const f = figures.get(churchId);
    const entry = { chapters: f?.chapters ?? 0, minutes: f?.minutes ?? 0, members: n };
    const target = bands[SIZE_BANDS.indexOf(band)] as Band;
    target.byChurch.set(churchId, entry);
    target.sorted.chapters.push(entry);
    target.sorted.minutes.push(entry);
  }
  for (const band of bands) {
    for (const m of ['chapters', 'minutes'] as const) {
      band.sorted[m].sort((a, b) => a[m] * b.members - b[m] * a.members);
    }
  }
  return bands;
}

/**
 * The per-process cache of the distributions: computing them reads every church's rows, so a year's
 * bands are computed at most once per DISTRIBUTION_TTL_MS (concurrent callers share one computation)
 * and each answer then costs a lookup and two binary searches. Made once per app (its routes plugin).
 */
export function createComparison(db: Db, clock: Clock) {
  const cache = new Map<number, { at: number; bands: Promise<Band[]> }>();
  const bandsOf = (year: number) => {
    const now = clock.now().getTime();
    const hit = cache.get(year);
    if (hit && now - hit.at < DISTRIBUTION_TTL_MS) return hit.bands;
    const bands = computeBands(db, year);
    cache.clear(); // one year at a time (two callers either side of New Year recompute: harmless)
    cache.set(year, { at: now, bands });
    bands.catch(() => cache.delete(year)); // a failed read is not kept
    return bands;
  };

  /** The caller's church against the others of its band this calendar year (the caller's zone). */
  return async function compare(userId: number): Promise<ChurchComparison> {
    const tracker = await loadTracker(db, userId);
    if (!tracker.church) throw forbidden(NO_CHURCH_MESSAGE);
    const churchId = tracker.church.id;
    const year = yearOf(todayOf(tracker, clock));
    // The church's own figures are read now (its yearly rows and member count, bounded by its size).
    const [[row], figures, bands] = await Promise.all([
      db.select({ n: count() }).from(users).where(eq(users.churchId, churchId)),
      yearFigures(db, { churchId }, year),
      bandsOf(year),
    ]);
    const mine: Year = { ...figures, members: row?.n ?? 0 };
    const band = sizeBandOf(mine.members);
    if (!band) {
      return {
        year,
        memberCount: 0,
        band: null,
        churchesInBand: 0,
        chaptersPercentile: null,
        prayerPercentile: null,
      };
    }
    const { sorted, byChurch } = bands[SIZE_BANDS.indexOf(band)] as Band;
    // The cached band may hold this church's older figures: they are not compared with its own.
    const cachedSelf = byChurch.get(churchId);
    const others = sorted.chapters.length - (cachedSelf ? 1 : 0);
    const percentile = (m: Measure) => {
      if (others + 1 < MIN_CHURCHES_TO_COMPARE) return null;
      const lower = countBelow(sorted[m], mine, m) - (cachedSelf && below(cachedSelf, mine, m) ? 1 : 0);
      return Math.floor((100 * lower) / others);
    };
    return {
      year,
      memberCount: mine.members,
      band: { min: band[0], max: band[1] },
      churchesInBand: others + 1,
      chaptersPercentile: percentile('chapters'),
      prayerPercentile: percentile('minutes'),
    };
  };
}
