import type { createdPlan, Enrollment, markReadResponse } from '@shared/plans/api';
import type { CustomPlanRequest } from '@shared/plans/custom';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { invalidateTrackingReads } from '../../lib/tracking-cache';
import { enrollmentsQuery, plansQuery } from './queries';

export type MarkedRead = z.infer<typeof markReadResponse>;
type CreatedPlan = z.infer<typeof createdPlan>;

export const useEnrollments = () => useQuery(enrollmentsQuery);
export const usePlans = () => useQuery(plansQuery);

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

/*
 * Starting a plan ticks the chapters already read since its start (decision 019), and a new plan of
 * one's own joins the plan list: both lists are stale.
 */
const refreshPlans = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: enrollmentsQuery.queryKey }),
    client.invalidateQueries({ queryKey: plansQuery.queryKey }),
  ]);

/** POST /api/plans/{planId}/enroll: follow a built-in plan or one's own from a start date. */
export function useEnroll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, startDate }: { planId: string; startDate: string }) =>
      apiRequest<Enrollment>('POST', `/api/plans/${planId}/enroll`, { startDate }),
    onSuccess: () => refreshPlans(client),
  });
}

/** POST /api/plans: a plan of one's own, saved and started at once. */
export function useCreatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: CustomPlanRequest) => apiRequest<CreatedPlan>('POST', '/api/plans', plan),
    onSuccess: () => refreshPlans(client),
  });
}

/** POST /api/plans/import: a plan from `date,passage` lines, saved and started on its first date. */
export function useImportPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; csv: string }) =>
      apiRequest<CreatedPlan>('POST', '/api/plans/import', body),
    onSuccess: () => refreshPlans(client),
  });
}

/** DELETE /api/plans/enrollments/{id}: leave a plan; its readings stay. */
export function useLeavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', `/api/plans/enrollments/${id}`),
    onSuccess: (_answer, id) =>
      client.setQueryData<Enrollment[]>(enrollmentsQuery.queryKey, (list) =>
        list?.filter((e) => e.id !== id),
      ),
  });
}

export const useSetPaused = () =>
  useEnrollmentChange(({ id, paused }: { id: number; paused: boolean }) =>
    apiRequest<Enrollment>('PATCH', `/api/plans/enrollments/${id}`, { paused }),
  );

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
