/** The Bible map and reading progress (English catalogue). */
export const progress = {
  yearWhole: 'The year must be a whole number',
  yearRange: 'The year must be between 2000 and 2100',
} as const;
