import { type CustomPlanRequest, customPlanRequest } from '@shared/plans/custom';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form as a person fills it: one field per control, turned into the API's request on submit. */
export interface MakePlanValues {
  name: string;
  kind: 'bible' | 'old' | 'new' | 'books' | 'range';
  books: string[];
  from: string;
  to: string;
  startDate: string;
  pace: 'endDate' | 'perDay';
  endDate: string;
  chaptersPerDay: string;
  readingDays: string[];
}

export const makePlanDefaults = (today: string): MakePlanValues => ({
  name: '',
  kind: 'bible',
  books: [],
  from: 'Isaiah',
  to: 'Malachi',
  startDate: today,
  pace: 'perDay',
  endDate: '',
  chaptersPerDay: '3',
  readingDays: ['0', '1', '2', '3', '4', '5', '6'],
});

function toPlanRequest(values: MakePlanValues): unknown {
  const scope =
    values.kind === 'books'
      ? { kind: 'books', books: values.books }
      : values.kind === 'range'
        ? { kind: 'range', from: values.from, to: values.to }
        : { kind: values.kind };
  const perDay = values.chaptersPerDay.trim();
  return {
    name: values.name,
    scope,
    startDate: values.startDate,
    ...(values.pace === 'endDate'
      ? { endDate: values.endDate }
      : { chaptersPerDay: /^\d+$/.test(perDay) ? Number(perDay) : perDay }),
    readingDays: values.readingDays.map(Number),
  };
}

/** Where the request's fields sit in the form: the scope's parts and the pace have their own controls. */
function fieldOf(path: readonly PropertyKey[], values: MakePlanValues): keyof MakePlanValues {
  const [first, second] = path.map(String);
  if (first === 'scope') return second === 'books' || second === 'from' || second === 'to' ? second : 'kind';
  if (first === 'endDate') return values.pace === 'endDate' ? 'endDate' : 'chaptersPerDay';
  if (first === 'name' || first === 'startDate' || first === 'chaptersPerDay' || first === 'readingDays')
    return first;
  return 'name';
}

/** The shared schema checks the form (the server runs the same one), its messages put on the right controls. */
export const makePlanResolver: Resolver<MakePlanValues, unknown, CustomPlanRequest> = async (values) => {
  const parsed = customPlanRequest.safeParse(toPlanRequest(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<MakePlanValues> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path, values);
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

/** The request when the form is complete, for the preview; undefined while it is not. */
export function previewRequest(values: MakePlanValues): CustomPlanRequest | undefined {
  const parsed = customPlanRequest.safeParse(toPlanRequest({ ...values, name: values.name || '-' }));
  return parsed.success ? parsed.data : undefined;
}
