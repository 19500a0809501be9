import { z } from 'zod';
import { readDateField } from '../readings';
import { planIdParams } from './api';

/**
 * The church plan (decision 022): one plan a church reads together, from one start date for everyone.
 * `planId` is a built-in plan's id or the church's own copy of a plan (digits).
 */
const churchPlan = z.object({
  planId: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  /** Everyone who joins follows it from this day, so the whole church reads the same chapters each day. */
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  chapters: z.number().int(),
  setAt: z.string().describe('When the administrator set it (ISO 8601)'),
  /** The caller's enrollment of it; null until they join. */
  enrollmentId: z.number().int().nullable(),
});

/** GET, PUT /api/church/plan: the church's plan, or null when it has none. */
export const churchPlanAnswer = z.object({ plan: churchPlan.nullable() });
export type ChurchPlanAnswer = z.infer<typeof churchPlanAnswer>;

/**
 * PUT /api/church/plan: a built-in plan, or one of the administrator's own plans (made or imported on
 * /plans), which the church gets its own copy of; and the day the church starts it.
 */
export const setChurchPlanRequest = z.object({
  planId: planIdParams.shape.planId,
  startDate: readDateField,
});
export type SetChurchPlanRequest = z.infer<typeof setChurchPlanRequest>;

/**
 * GET /api/church/plan/progress: how many current members follow the church plan and where they stand
 * (counts only, never who). Behind counts plan days in the past whose chapters are not all read, as a
 * person's own plan status does.
 */
export const churchPlanProgress = z.object({
  plan: churchPlan.pick({ planId: true, name: true, builtIn: true, startDate: true }).nullable(),
  following: z.number().int(),
  onTrack: z.number().int(),
  behindOneToThree: z.number().int().describe('1 to 3 days behind'),
  behindMore: z.number().int().describe('more than 3 days behind'),
});
export type ChurchPlanProgress = z.infer<typeof churchPlanProgress>;
