import type { createdPlan, Enrollment, markReadResponse } from '@shared/plans/api';
import type { CustomPlanRequest } from '@shared/plans/custom';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { passageText } from '../../lib/passage-text';
import { isPending, useQueuedEntries } from '../../lib/sync-queue/hooks';
import { useOfflineWrite } from '../../lib/sync-queue/use-offline-write';
import { TRACKING_READS } from '../../lib/tracking-cache';
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

const markPath = (id: number) => `/api/plans/enrollments/${id}/read`;

interface Mark {
  id: number;
  /** The plan's chapters to mark (none read yet), in order. */
  chapters: { position: number; book: string; chapter: number }[];
  /** The reader's today, so that a day marked with no network is logged for it when sent later. */
  readDate: string;
}

/**
 * POST …/read: chapters of a plan logged as read, one request; it changes every tracking figure. With no
 * network the mark is kept on the device and sent later (lib/sync-queue): the answer is then `kept`.
 */
export function useMarkRead() {
  const { t } = useTranslation(['plans', 'bible']);
  return useOfflineWrite<Mark, MarkedRead>({
    invalidates: TRACKING_READS,
    entry: ({ id, chapters, readDate }) => ({
      method: 'POST',
      path: markPath(id),
      body: { positions: chapters.map((c) => c.position), readDate },
      loggedFor: readDate,
      dateField: 'readDate',
      summary: {
        kind: 'reading',
        label: t('today.keptLabel', { passage: passageText((book) => t(book, { ns: 'bible' }), chapters) }),
        chapters: chapters.length,
        minutes: 0,
      },
    }),
  });
}

/** The plan's chapters marked read on this device and not sent yet (positions), and whether any were refused. */
export function useKeptMarks(id: number) {
  const entries = useQueuedEntries().filter((e) => e.path === markPath(id));
  const positions = new Set<number>();
  for (const entry of entries.filter(isPending)) {
    for (const position of (entry.body as { positions?: number[] }).positions ?? []) positions.add(position);
  }
  return { positions, refused: entries.some((e) => !isPending(e)) };
}

export const useCatchUp = () =>
  useEnrollmentChange(({ id, mode }: { id: number; mode: 'spread' | 'extend' }) =>
    apiRequest<Enrollment>('POST', `/api/plans/enrollments/${id}/catch-up`, { mode }),
  );

export const useUndoCatchUp = () =>
  useEnrollmentChange((id: number) =>
    apiRequest<Enrollment>('DELETE', `/api/plans/enrollments/${id}/catch-up`),
  );
