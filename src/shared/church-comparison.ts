import { z } from 'zod';

/*
 * Issue 12, "how the church compares" (decision 021): where the church's pace this calendar year stands
 * among churches of a similar size, as a percentile only: no other church is ever named or described.
 */

/** Size bands by current member count: [smallest, largest] (null: no upper bound). */
export const SIZE_BANDS = [
  [1, 9],
  [10, 24],
  [25, 49],
  [50, 99],
  [100, 249],
  [250, null],
] as const satisfies readonly (readonly [number, number | null])[];

/** With fewer churches than this in the band (the church included), no percentile is given. */
export const MIN_CHURCHES_TO_COMPARE = 5;

/** The band of a member count; null for a church without members (it is in no band). */
export function sizeBandOf(members: number): (typeof SIZE_BANDS)[number] | null {
  return SIZE_BANDS.find(([min, max]) => members >= min && (max === null || members <= max)) ?? null;
}

/** GET /api/church/comparison */
export const churchComparison = z.object({
  /** The calendar year compared (the caller's). */
  year: z.number().int(),
  memberCount: z.number().int().nonnegative(),
  /** The church's size band; null when it has no members. */
  band: z.object({ min: z.number().int(), max: z.number().int().nullable() }).nullable(),
  /** Churches in the band, this one included. */
  churchesInBand: z.number().int().nonnegative(),
  /**
   * Share (0 to 100, rounded down) of the other churches in the band whose chapters (prayer minutes) per
   * member per day this year are lower than this church's; null with fewer than MIN_CHURCHES_TO_COMPARE
   * churches in the band.
   */
  chaptersPercentile: z.number().int().min(0).max(100).nullable(),
  prayerPercentile: z.number().int().min(0).max(100).nullable(),
});
export type ChurchComparison = z.infer<typeof churchComparison>;
