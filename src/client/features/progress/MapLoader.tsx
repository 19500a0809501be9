import type { BibleProgress } from '@shared/progress';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { serverMessageOf } from '../../lib/api';
import { BibleMapView } from './BibleMapView';
import { useChurchBibleProgress } from './use-progress';

/** A map's answer: a placeholder while it loads, the reason when it fails, else the map. */
export function MapLoader({ query }: { query: UseQueryResult<BibleProgress> }) {
  const { t } = useTranslation(['progress', 'common']);
  if (query.isError)
    return (
      <Alert variant="destructive">
        {t('loadFailed', { reason: serverMessageOf(query.error) ?? t('common:tryAgain') })}
      </Alert>
    );
  if (!query.data)
    return (
      <div className="space-y-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-96 w-full" />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  return <BibleMapView progress={query.data} />;
}

/**
 * A church's Bible map (its members' readings of the period added up), for the map page's church tab
 * and the church administrator's analytics.
 */
export function ChurchBibleMap({ churchId }: { churchId: number }) {
  const { t } = useTranslation('progress');
  const query = useChurchBibleProgress(churchId);
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('churchNote')}</p>
      <MapLoader query={query} />
    </div>
  );
}
