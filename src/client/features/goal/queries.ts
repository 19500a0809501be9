import type { ChurchTimeZone, GoalHistory, GoalSuggestions, GoalView } from '@shared/goal';
import { queryOptions } from '@tanstack/react-query';

/* This feature's reads, one query-options factory per endpoint (see activity/queries.ts). */

/** GET /api/church/goal: the caller's church's goal, or null. Tracking writes refresh it (lib/tracking-cache). */
export const goalQuery = queryOptions<GoalView | null>({ queryKey: ['/api/church/goal'] });

/** GET /api/church/goal/suggestions (administrator). */
export const goalSuggestionsQuery = queryOptions<GoalSuggestions>({
  queryKey: ['/api/church/goal/suggestions'],
});

/** GET /api/church/goal/history: past goals, for church analytics. */
export const goalHistoryQuery = queryOptions<GoalHistory>({ queryKey: ['/api/church/goal/history'] });

/** GET /api/church/time-zone */
export const churchTimeZoneQuery = queryOptions<ChurchTimeZone>({ queryKey: ['/api/church/time-zone'] });
