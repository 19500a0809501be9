import { CONSISTENCY_DAYS } from '@shared/leaderboard';
import { useTranslation } from 'react-i18next';
import { RankedList } from '../../components/ui/ranked-list';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCount } from '../../components/ui/stat-card';
import { serverMessageOf } from '../../lib/api';
import { formatDate, isDate } from '../../lib/dates';
import { withShownNames } from './shown-names';
import { useConsistencyBoard } from './use-leaderboard';

/**
 * The church's most consistent members: days with any reading or prayer in the last 28 (equal days share
 * a place), and the reader's own place when it is below the list. Members hidden from the boards are
 * never in it; members who keep their name private show as an anonymous member, in the reader's language.
 */
export function ConsistencyList() {
  const { t } = useTranslation(['leaderboard', 'common']);
  const { data, isError, error } = useConsistencyBoard();
  const total = formatCount(CONSISTENCY_DAYS);
  const title = t('consistencyTitle', { days: total });
  if (isError) {
    return <p className="text-sm text-muted">{serverMessageOf(error) ?? t('consistencyFailed')}</p>;
  }
  if (!data) {
    return (
      <div className="space-y-2">
        <Skeleton className="h-4 w-2/3" />
        <span className="sr-only">{t('common:loading')}</span>
      </div>
    );
  }
  const you = data.you;
  return (
    <div className="space-y-2">
      <RankedList
        title={title}
        entries={withShownNames(data.members, t('common:anonymousMember')).map(
          ({ name, days, rank, isYou }) => ({
            name,
            value: days,
            rank,
            isYou,
          }),
        )}
        unit={t('ofDays', { total })}
        empty={t('noConsistency', { days: total })}
      />
      {isDate(data.since) && (
        <p className="text-xs text-muted">
          {t('consistencySince', { day: formatDate(data.since, 'monthDay') })}
        </p>
      )}
      {you && !data.members.some((entry) => entry.isYou) && (
        <p className="text-sm font-medium">
          {t('yourPlace', { rank: formatCount(you.rank), days: formatCount(you.days), total })}
        </p>
      )}
    </div>
  );
}
