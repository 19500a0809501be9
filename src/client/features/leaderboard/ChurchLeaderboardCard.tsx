import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { RankedList } from '../../components/ui/ranked-list';
import { Skeleton } from '../../components/ui/skeleton';
import { serverMessageOf } from '../../lib/api';
import { formatDate, isDate } from '../../lib/dates';
import { ConsistencyList } from './ConsistencyList';
import { withShownNames } from './shown-names';
import { useLeaderboard } from './use-leaderboard';

/**
 * The church's top members of the last 7 days, and its most consistent of the last 28; members who keep
 * their name private show as an anonymous member (in the reader's language), members hidden from the
 * boards are not listed.
 */
export function ChurchLeaderboardCard() {
  const { t } = useTranslation(['leaderboard', 'common']);
  const { data, isError, error } = useLeaderboard();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Medal aria-hidden="true" className="h-5 w-5 text-warning" />
          {t('title')}
        </h2>
        <CardDescription>
          {data && isDate(data.weekStart)
            ? t('since', { day: formatDate(data.weekStart, 'monthDay') })
            : t('description')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-muted">{serverMessageOf(error) ?? t('loadFailed')}</p>
        ) : !data ? (
          <div className="space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <span className="sr-only">{t('common:loading')}</span>
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            <RankedList
              title={t('chaptersRead')}
              entries={withShownNames(data.chapters, t('common:anonymousMember'))}
              unit={t('chapters')}
              empty={t('noChapters')}
            />
            <RankedList
              title={t('prayerMinutes')}
              entries={withShownNames(data.prayerMinutes, t('common:anonymousMember'))}
              unit={t('minutes')}
              empty={t('noPrayer')}
            />
          </div>
        )}
        <div className="mt-6 border-t border-border pt-4">
          <ConsistencyList />
        </div>
      </CardContent>
    </Card>
  );
}
