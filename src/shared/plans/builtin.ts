import { bookByName } from '../bible';
import { type ChapterKey, chapterRange, chaptersOf } from './chapters';
import { CHRONOLOGICAL_ORDER } from './chronological';
import { type PlanDays, spreadEvenly } from './schedule';

/** The plans every person can start; their names and descriptions are the catalogue's `plans:builtIn.<id>`. */
export const BUILT_IN_PLAN_IDS = [
  'bible-year',
  'chronological-year',
  'new-testament-90',
  'gospels-30',
  'psalms-proverbs-month',
] as const;
export type BuiltInPlanId = (typeof BUILT_IN_PLAN_IDS)[number];

const gospels = ['Matthew', 'Mark', 'Luke', 'John'].flatMap((name) =>
  chapterRange(name, 1, bookByName(name)?.chapters),
);

/** A Psalms-and-Proverbs month: one chapter of Proverbs a day beside about five psalms. */
function psalmsAndProverbs(): PlanDays {
  const psalms = spreadEvenly(chapterRange('Psalms', 1, 150), 31);
  return psalms.map((day, i) => [...day, ...chapterRange('Proverbs', i + 1)]);
}

const BUILDERS: Record<BuiltInPlanId, () => PlanDays> = {
  'bible-year': () => spreadEvenly(chaptersOf(), 365),
  'chronological-year': () => spreadEvenly(CHRONOLOGICAL_ORDER, 365),
  'new-testament-90': () => spreadEvenly(chaptersOf('new'), 90),
  'gospels-30': () => spreadEvenly(gospels, 30),
  'psalms-proverbs-month': psalmsAndProverbs,
};

const cache = new Map<BuiltInPlanId, PlanDays>();

/** A built-in plan's days: one list of chapters per day from the day a person starts it. */
export function builtInPlanDays(id: BuiltInPlanId): PlanDays {
  let days = cache.get(id);
  if (!days) {
    days = BUILDERS[id]();
    cache.set(id, days);
  }
  return days;
}

export const isBuiltInPlanId = (id: string): id is BuiltInPlanId =>
  (BUILT_IN_PLAN_IDS as readonly string[]).includes(id);

/** Every chapter of a plan, in reading order. */
export const planChapters = (days: PlanDays): ChapterKey[] => days.flat();
