import type { Enrollment } from '@shared/plans/api';
import type { TFunction } from 'i18next';

/** Where a person stands, in plain words and never in red: "On track", "2 days behind", "1 day ahead". */
export function planStatusText(t: TFunction<'plans'>, plan: Enrollment): string {
  if (plan.paused) return t('status.paused');
  if (plan.chaptersLeft === 0) return t('status.finished');
  if (plan.behindDays > 0) return t('status.behind', { count: plan.behindDays });
  if (plan.aheadDays > 0) return t('status.ahead', { count: plan.aheadDays });
  return t('status.onTrack');
}

/**
 * A plan's name in the reader's language: a built-in plan's from the catalogue (the server keeps the name
 * it was started under), one's own as its maker wrote it.
 */
export function planNameText(t: TFunction<'plans'>, plan: { planId: string; name: string }): string {
  return t(`builtIn.${plan.planId}.name`, { defaultValue: plan.name });
}
