import { TOP_CHAPTERS } from '@shared/stats';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCount } from '../../components/ui/stat-card';
import { serverMessageOf } from '../../lib/api';
import { useChurchStats } from './use-stats';

/** The church's 10 most-read chapters of the current period (members only). */
export function TopChaptersCard({ churchId }: { churchId: number }) {
  const { t } = useTranslation(['stats', 'common', 'readings']);
  const { data, isError, error } = useChurchStats(churchId);
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Trophy aria-hidden="true" className="h-5 w-5 text-warning" />
          {t('topTitle')}
        </h2>
        <CardDescription>{t('topDescription', { count: TOP_CHAPTERS })}</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-muted">{serverMessageOf(error) ?? t('churchFailed')}</p>
        ) : !data ? (
          <div className="space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <span className="sr-only">{t('common:loading')}</span>
          </div>
        ) : data.topReadChapters.length === 0 ? (
          <p className="text-sm text-muted">{t('topEmpty')}</p>
        ) : (
          <ol className="space-y-2">
            {data.topReadChapters.slice(0, TOP_CHAPTERS).map((top, index) => (
              <li key={`${top.book} ${top.chapter}`} className="flex items-center gap-3 text-sm">
                <span className="w-6 text-right font-semibold text-muted tabular-nums">{index + 1}.</span>
                <span className="flex-1 font-medium">
                  {t('readings:chapter', { book: t(top.book, { ns: 'bible' }), chapter: top.chapter })}
                </span>
                <span className="text-muted tabular-nums">
                  {t('readings', { count: top.count, formatted: formatCount(top.count) })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
