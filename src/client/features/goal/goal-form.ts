import { type GoalRequest, goalRequest } from '@shared/goal';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form as the administrator fills it: targets as typed ('' for none). */
export interface GoalValues {
  targetChapters: string;
  targetMinutes: string;
  startDate: string;
  endDate: string;
}

const target = (typed: string): unknown => {
  const value = typed.trim().replaceAll(',', '');
  return value === '' ? null : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
};

export const goalValuesOf = (goal: {
  targetChapters: number | null;
  targetMinutes: number | null;
  startDate: string;
  endDate: string;
}): GoalValues => ({
  targetChapters: goal.targetChapters === null ? '' : String(goal.targetChapters),
  targetMinutes: goal.targetMinutes === null ? '' : String(goal.targetMinutes),
  startDate: goal.startDate,
  endDate: goal.endDate,
});

const FIELDS = ['targetChapters', 'targetMinutes', 'startDate', 'endDate'] as const;

/** The shared schema checks the form (the server runs the same one); its messages go on the fields. */
export const goalResolver: Resolver<GoalValues, unknown, GoalRequest> = async (values) => {
  const parsed = goalRequest.safeParse({
    ...values,
    targetChapters: target(values.targetChapters),
    targetMinutes: target(values.targetMinutes),
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<GoalValues> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((f) => f === issue.path[0]) ?? 'targetChapters';
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};
