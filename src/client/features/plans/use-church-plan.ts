import type { Enrollment } from '@shared/plans/api';
import type { ChurchPlanAnswer, SetChurchPlanRequest } from '@shared/plans/church';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { churchPlanProgressQuery, churchPlanQuery, enrollmentsQuery } from './queries';

export const useChurchPlan = () => useQuery(churchPlanQuery);
export const useChurchPlanProgress = () => useQuery(churchPlanProgressQuery);

/** POST /api/church/plan/join: the church plan becomes one of the person's plans (Today's reading, /plans). */
export function useJoinChurchPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Enrollment>('POST', '/api/church/plan/join'),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: enrollmentsQuery.queryKey }),
        client.invalidateQueries({ queryKey: churchPlanQuery.queryKey }),
        client.invalidateQueries({ queryKey: churchPlanProgressQuery.queryKey }),
      ]),
  });
}

/** PUT or DELETE /api/church/plan (administrator): the plan as it now stands, and the counts are stale. */
export function useChangeChurchPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: SetChurchPlanRequest | null): Promise<ChurchPlanAnswer> => {
      if (change) return apiRequest<ChurchPlanAnswer>('PUT', '/api/church/plan', change);
      await apiRequest<null>('DELETE', '/api/church/plan');
      return { plan: null };
    },
    onSuccess: (answer) => {
      client.setQueryData(churchPlanQuery.queryKey, answer);
      return client.invalidateQueries({ queryKey: churchPlanProgressQuery.queryKey });
    },
  });
}
