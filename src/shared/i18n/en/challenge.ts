/** The church challenge: the church's goal, its pace and its public page (English catalogue). */
export const challenge = {
  // Validation and server answers.
  targetWhole: 'The target must be a whole number',
  targetPositive: 'The target must be at least 1',
  targetTooLarge: 'The target must be at most 1,000,000,000',
  targetRequired: 'Set a target of chapters, of prayer minutes, or both',
  endBeforeStart: 'The end date must be on or after the start date',
  windowTooLong: 'A goal can last at most three years',
  endInPast: 'The end date has already passed',
  goalCleared: 'The goal is cleared',
  noGoal: 'The church has no goal',
} as const;
