import type { Enrollment, PlanSummary } from '@shared/plans/api';
import type { ChurchPlanAnswer, ChurchPlanProgress } from '@shared/plans/church';
import { queryOptions } from '@tanstack/react-query';

/* This feature's reads, one query-options factory per endpoint (see activity/queries.ts). */

export const plansQuery = queryOptions<PlanSummary[]>({ queryKey: ['/api/plans'] });

export const enrollmentsQuery = queryOptions<Enrollment[]>({ queryKey: ['/api/plans/enrollments'] });

export const churchPlanQuery = queryOptions<ChurchPlanAnswer>({ queryKey: ['/api/church/plan'] });

export const churchPlanProgressQuery = queryOptions<ChurchPlanProgress>({
  queryKey: ['/api/church/plan/progress'],
});
