import type { ChurchComparison } from '@shared/church-comparison';
import { useQuery } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../../../components/ui/stat-card';
import { serverMessageOf } from '../../../lib/api';
import { formatPercent } from '../../../lib/i18n';
import { comparisonQuery } from '../queries';

/** "1–9" or "250 or more": the church's size band, in words. */
function useBandLabel() {
  const { t } = useTranslation('churchAdmin');
  return (band: NonNullable<ChurchComparison['band']>) =>
    band.max === null
      ? t('analytics.bandOpen', { min: formatCount(band.min) })
      : t('analytics.bandRange', { min: formatCount(band.min), max: formatCount(band.max) });
}

/**
 * Where the church's pace this year stands among churches of a similar size: percentiles only, never
 * another church (decision 021); a plain sentence while its band has too few churches.
 */
export function ComparisonCard() {
  const { t } = useTranslation(['churchAdmin', 'common']);
  const bandLabel = useBandLabel();
  const { data, isError, error } = useQuery(comparisonQuery);
  const body = () => {
    if (isError) {
      return (
        <p className="text-sm text-muted">
          {t('analytics.comparisonLoadFailed', { reason: serverMessageOf(error) ?? t('common:tryAgain') })}
        </p>
      );
    }
    if (!data) {
      return (
        <>
          <Skeleton className="h-4 w-2/3" />
          <span className="sr-only">{t('analytics.comparisonLoading')}</span>
        </>
      );
    }
    if (!data.band) return <p className="text-sm">{t('analytics.comparisonNoMembers')}</p>;
    if (data.chaptersPercentile === null || data.prayerPercentile === null) {
      return <p className="text-sm">{t('analytics.comparisonTooFew')}</p>;
    }
    return (
      <ul className="space-y-1 text-sm font-medium">
        <li>{t('analytics.comparisonChapters', { percent: formatPercent(data.chaptersPercentile) })}</li>
        <li>{t('analytics.comparisonPrayer', { percent: formatPercent(data.prayerPercentile) })}</li>
      </ul>
    );
  };
  return (
    <Card>
      <CardHeader>
        <h3 className="flex items-center gap-2 text-base font-semibold">
          <Scale aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('analytics.comparison')}
        </h3>
        {data?.band && (
          <CardDescription>
            {t('analytics.comparisonDescription', { year: data.year, band: bandLabel(data.band) })}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}
