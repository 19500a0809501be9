import type { Enrollment, markReadResponse } from '@shared/plans/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { invalidateTrackingReads } from '../../lib/tracking-cache';
import { enrollmentsQuery } from './queries';

export type MarkedRead = z.infer<typeof markReadResponse>;

export const useEnrollments = () => useQuery(enrollmentsQuery);

/** A change to one plan: the answer is the plan as it now stands, put in the list at once. */
function useEnrollmentChange<Vars>(request: (vars: Vars) => Promise<Enrollment>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (changed) =>
      client.setQueryData<Enrollment[]>(enrollmentsQuery.queryKey, (list) =>
        list?.map((e) => (e.id === changed.id ? changed : e)),
      ),
  });
}

/** POST …/read: chapters of a plan logged as read today, one request; it changes every tracking figure. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, positions }: { id: number; positions: number[] }) =>
      apiRequest<MarkedRead>('POST', `/api/plans/enrollments/${id}/read`, { positions }),
    onSuccess: () => invalidateTrackingReads(client),
  });
}

export const useCatchUp = () =>
  useEnrollmentChange(({ id, mode }: { id: number; mode: 'spread' | 'extend' }) =>
    apiRequest<Enrollment>('POST', `/api/plans/enrollments/${id}/catch-up`, { mode }),
  );

export const useUndoCatchUp = () =>
  useEnrollmentChange((id: number) =>
    apiRequest<Enrollment>('DELETE', `/api/plans/enrollments/${id}/catch-up`),
  );
