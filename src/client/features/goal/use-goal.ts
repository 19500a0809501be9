import type { ChurchTimeZone, GoalRequest, GoalView } from '@shared/goal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { churchTimeZoneQuery, goalHistoryQuery, goalQuery, goalSuggestionsQuery } from './queries';

export const useGoal = () => useQuery(goalQuery);
export const useGoalSuggestions = () => useQuery(goalSuggestionsQuery);
export const useGoalHistory = () => useQuery(goalHistoryQuery);
export const useChurchTimeZone = () => useQuery(churchTimeZoneQuery);

/** After a goal change: the goal is the answer, and the history gained the goal it replaced. */
function useGoalChanged() {
  const client = useQueryClient();
  return (goal: GoalView | null) => {
    client.setQueryData(goalQuery.queryKey, goal);
    void client.invalidateQueries({ queryKey: goalHistoryQuery.queryKey });
  };
}

/** PUT /api/church/goal (administrator). */
export function useSetGoal() {
  const changed = useGoalChanged();
  return useMutation({
    mutationFn: (goal: GoalRequest) => apiRequest<GoalView>('PUT', '/api/church/goal', goal),
    onSuccess: changed,
  });
}

/** DELETE /api/church/goal (administrator). */
export function useClearGoal() {
  const changed = useGoalChanged();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('DELETE', '/api/church/goal'),
    onSuccess: () => changed(null),
  });
}

/** PUT /api/church/time-zone (administrator): the goal's days move with it. */
export function useSetChurchTimeZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChurchTimeZone) => apiRequest<ChurchTimeZone>('PUT', '/api/church/time-zone', body),
    onSuccess: (saved) => {
      client.setQueryData(churchTimeZoneQuery.queryKey, saved);
      void client.invalidateQueries({ queryKey: goalQuery.queryKey });
    },
  });
}
