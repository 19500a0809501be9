import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCount } from '../../components/ui/stat-card';
import { serverMessageOf } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { useGoalHistory } from './use-goal';

/** Church analytics: the church's past goals and how each ended. */
export function GoalHistoryCard() {
  const { t } = useTranslation(['goal', 'common']);
  const { data, isError, error } = useGoalHistory();
  const outcome = (reached: boolean, done: number, target: number | null, metric: 'chapters' | 'minutes') =>
    target === null
      ? null
      : t(reached ? `history.reached.${metric}` : `history.notReached.${metric}`, {
          done: formatCount(done),
          target: formatCount(target),
        });
  return (
    <Card>
      <CardHeader>
        <h3 className="flex items-center gap-2 text-base font-semibold">
          <History aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('history.title')}
        </h3>
        <CardDescription>{t('history.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-muted">{serverMessageOf(error) ?? t('history.loadFailed')}</p>
        ) : !data ? (
          <>
            <Skeleton className="h-4 w-2/3" />
            <span className="sr-only">{t('common:loading')}</span>
          </>
        ) : data.length === 0 ? (
          <p className="text-sm text-muted">{t('history.empty')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {data.map((goal) => (
              <li key={goal.id} className="space-y-1 py-3 text-sm">
                <p className="font-medium">
                  {t('card.window', {
                    start: formatDate(goal.startDate, 'long'),
                    end: formatDate(goal.endDate, 'long'),
                  })}{' '}
                  · {t(`history.endReason.${goal.endReason}`)}
                </p>
                {[
                  outcome(goal.chaptersReached, goal.chapters, goal.targetChapters, 'chapters'),
                  outcome(goal.minutesReached, goal.minutes, goal.targetMinutes, 'minutes'),
                ]
                  .filter((line) => line !== null)
                  .map((line) => (
                    <p key={line}>{line}</p>
                  ))}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
