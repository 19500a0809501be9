import type { GoalView } from '@shared/goal';
import { Goal } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { serverMessageOf } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { formatPace } from './format';
import { GoalTrack } from './GoalTrack';
import { useGoal } from './use-goal';

/** "About 3 chapters and 9 minutes a day from each member keeps us on track" (whichever targets remain). */
function FairShare({ goal }: { goal: GoalView }) {
  const { t } = useTranslation('goal');
  if (goal.state === 'ended') return null;
  const chapters = goal.chaptersReached ? null : goal.fairShareChaptersPerDay;
  const minutes = goal.minutesReached ? null : goal.fairShareMinutesPerDay;
  const share = (n: number | null) => (n === null ? null : formatPace(Math.max(n, 0.1)));
  const [c, m] = [share(chapters), share(minutes)];
  if (c === null && m === null) return null;
  const key =
    c !== null && m !== null ? 'fairShare.both' : c !== null ? 'fairShare.chapters' : 'fairShare.minutes';
  return (
    <p className="rounded-lg bg-primary-soft px-4 py-3 text-sm">
      {t(key, { chapters: c ?? '', minutes: m ?? '' })}
    </p>
  );
}

function GoalStatus({ goal }: { goal: GoalView }) {
  const { t } = useTranslation('goal');
  const window = t('card.window', {
    start: formatDate(goal.startDate, 'long'),
    end: formatDate(goal.endDate, 'long'),
  });
  const state =
    goal.state === 'upcoming'
      ? t('card.startsOn', { date: formatDate(goal.startDate, 'long') })
      : goal.state === 'ended'
        ? t('card.ended')
        : t('card.daysLeft', { count: goal.daysLeft });
  return (
    <CardDescription>
      {window} · {state}
    </CardDescription>
  );
}

/**
 * The church's goal on every member's dashboard: progress toward each target, the pace kept against the
 * pace needed, where the recent pace leads, and each member's fair share. Nothing when there is no goal.
 */
export function ChurchGoalCard() {
  const { t } = useTranslation(['goal', 'common']);
  const { data: goal, isError, error, isPending } = useGoal();
  const headingId = useId();
  if (!isPending && !isError && !goal) return null;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Goal aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('card.title')}
        </h2>
        {goal && <GoalStatus goal={goal} />}
      </CardHeader>
      <CardContent className="space-y-5">
        {isError ? (
          <p className="text-sm text-muted">{serverMessageOf(error) ?? t('card.loadFailed')}</p>
        ) : !goal ? (
          <div className="space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <span className="sr-only">{t('common:loading')}</span>
          </div>
        ) : (
          <>
            <GoalTrack goal={goal} metric="chapters" />
            <GoalTrack goal={goal} metric="minutes" />
            <FairShare goal={goal} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
