/** The church subscription as the spec states it (§1, §9): the server bills with the same figures. */
export const CHURCH_PLAN = {
  pricePerYearUsd: 99,
  trialDays: 30,
  benefits: [
    'Unlimited members',
    'Church analytics and reports',
    'Bible reading statistics',
    'Annual data reports',
  ],
} as const;
