import type { PublicGoal } from '@shared/public-page';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatCount } from '../../../components/ui/stat-card';
import { formatDate } from '../../../lib/dates';
import { formatPace, percentOf, projectionOf } from '../format';

function Bar({ label, soFar, target }: { label: string; soFar: number; target: number }) {
  const { t } = useTranslation('goal');
  const percent = percentOf(soFar, target);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{label}</span>
        <span className="text-sm text-muted">
          {t('publicPage.figure', { soFar: formatCount(soFar), target: formatCount(target) })}
        </span>
      </div>
      <ProgressBar
        label={label}
        percent={percent}
        valueText={t('publicPage.percent', { percent })}
        className="h-4"
      />
      <p className="text-right text-sm font-semibold text-primary">{t('publicPage.percent', { percent })}</p>
    </div>
  );
}

/**
 * One target's pace in words: reached, or the recent and required paces and where they lead, told as
 * the dashboard tells it (ahead of pace, a date, or no far-off date: projectionOf).
 */
function PaceText({ goal, metric }: { goal: PublicGoal; metric: 'chapters' | 'minutes' }) {
  const { t } = useTranslation('goal');
  const chapters = metric === 'chapters';
  const reached = chapters ? goal.chaptersReached : goal.minutesReached;
  const required = chapters ? goal.requiredChaptersPerDay : goal.requiredMinutesPerDay;
  const recent = chapters ? goal.recentChaptersPerDay : goal.recentMinutesPerDay;
  const projected = chapters ? goal.projectedFinishDate : goal.projectedMinutesFinishDate;
  const projection = projectionOf(projected, goal.endDate);
  if (reached) return <p>{t(chapters ? 'publicPage.reachedChapters' : 'publicPage.reachedMinutes')}</p>;
  if (goal.state !== 'running' || required === null) return null;
  return (
    <p>
      {t(chapters ? 'publicPage.paceChapters' : 'publicPage.paceMinutes', {
        recent: formatPace(recent),
        required: formatPace(required),
      })}{' '}
      {projection === 'none'
        ? t('publicPage.noPace')
        : t(`publicPage.projection.${metric}.${projection}`, {
            date: projected === null ? '' : formatDate(projected, 'long'),
          })}
    </p>
  );
}

/** The goal's window, its progress bars and its pace in plain words. */
export function GoalProgress({ goal }: { goal: PublicGoal }) {
  const { t } = useTranslation('goal');
  return (
    <div className="space-y-5">
      <p className="text-sm text-muted">
        {t('publicPage.window', {
          start: formatDate(goal.startDate, 'long'),
          end: formatDate(goal.endDate, 'long'),
        })}
      </p>
      {goal.targetChapters !== null && (
        <Bar label={t('publicPage.chaptersLabel')} soFar={goal.chaptersSoFar} target={goal.targetChapters} />
      )}
      {goal.targetMinutes !== null && (
        <Bar label={t('publicPage.minutesLabel')} soFar={goal.minutesSoFar} target={goal.targetMinutes} />
      )}
      <div className="space-y-2 text-sm leading-6">
        {goal.state === 'upcoming' && (
          <p>{t('publicPage.upcoming', { date: formatDate(goal.startDate, 'long') })}</p>
        )}
        {goal.state === 'ended' && <p>{t('publicPage.ended', { date: formatDate(goal.endDate, 'long') })}</p>}
        {goal.state === 'running' && <p>{t('publicPage.daysLeft', { count: goal.daysLeft })}</p>}
        {goal.targetChapters !== null && <PaceText goal={goal} metric="chapters" />}
        {goal.targetMinutes !== null && <PaceText goal={goal} metric="minutes" />}
      </div>
    </div>
  );
}
