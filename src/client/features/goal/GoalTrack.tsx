import type { GoalView } from '@shared/goal';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../components/ui/progress-bar';
import { formatCount } from '../../components/ui/stat-card';
import { formatDate } from '../../lib/dates';
import { formatPace, percentOf, projectionOf } from './format';

type Metric = 'chapters' | 'minutes';
const PROJECTION_TEXTS = {
  none: 'track.noProjection',
  ahead: 'track.ahead',
  behind: 'track.atThisPace',
  far: 'track.farBehind',
} as const;

/** One target's line: the bar with the figure, the pace kept against the pace needed, where it leads. */
export function GoalTrack({ goal, metric }: { goal: GoalView; metric: Metric }) {
  const { t } = useTranslation('goal');
  const chapters = metric === 'chapters';
  const target = chapters ? goal.targetChapters : goal.targetMinutes;
  if (target === null) return null;
  const done = chapters ? goal.chaptersSoFar : goal.minutesSoFar;
  const reached = chapters ? goal.chaptersReached : goal.minutesReached;
  const recent = chapters ? goal.recentChaptersPerDay : goal.recentMinutesPerDay;
  const actual = chapters ? goal.actualChaptersPerDay : goal.actualMinutesPerDay;
  const required = chapters ? goal.requiredChaptersPerDay : goal.requiredMinutesPerDay;
  const projected = chapters ? goal.projectedFinishDate : goal.projectedMinutesFinishDate;
  const percent = percentOf(done, target);
  const label = t(`track.${metric}`);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-medium">{label}</h3>
        <p className="text-sm">
          {t('track.figure', { done: formatCount(done), target: formatCount(target), percent })}
        </p>
      </div>
      <ProgressBar
        label={label}
        percent={percent}
        valueText={t('track.valueText', { percent })}
        tone={chapters ? 'primary' : 'secondary'}
      />
      {reached ? (
        <p className="text-sm font-medium">{t('track.reached')}</p>
      ) : (
        <>
          {goal.state !== 'upcoming' && (
            <p className="text-sm text-muted">
              {t('track.pace', { recent: formatPace(recent), actual: formatPace(actual) })}
              {required !== null && ` ${t('track.needed', { required: formatPace(required) })}`}
            </p>
          )}
          {goal.state === 'running' && (
            <p className="text-sm">
              {t(PROJECTION_TEXTS[projectionOf(projected, goal.endDate)], {
                date: projected === null ? '' : formatDate(projected, 'long'),
              })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
