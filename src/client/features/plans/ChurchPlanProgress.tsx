import { BookOpenCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCount } from '../../components/ui/stat-card';
import { serverMessageOf } from '../../lib/api';
import { planNameText } from './plan-status';
import { useChurchPlanProgress } from './use-church-plan';

/**
 * The analytics tab's church plan: how many members follow it and how far along they are. Counts only:
 * the server never says who (decision 022).
 */
export function ChurchPlanProgress() {
  const { t } = useTranslation(['plans', 'common']);
  const progress = useChurchPlanProgress();
  const data = progress.data;
  const title = data?.plan
    ? t('church.progress.title', { name: planNameText(t, data.plan) })
    : t('church.settings.title');
  return (
    <Card>
      <CardTitle
        icon={<BookOpenCheck aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={title}
        description={t('church.settings.description')}
      />
      <CardContent>
        {progress.isError ? (
          <Alert variant="destructive">{serverMessageOf(progress.error) ?? t('common:tryAgain')}</Alert>
        ) : !data ? (
          <Skeleton className="h-16 w-full" />
        ) : !data.plan ? (
          <p className="text-sm text-muted">{t('church.progress.none')}</p>
        ) : (
          <div className="space-y-3">
            <p className="text-sm">
              {t('church.progress.summary', {
                following: formatCount(data.following),
                onTrack: formatCount(data.onTrack),
                few: formatCount(data.behindOneToThree),
                more: formatCount(data.behindMore),
              })}
            </p>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(
                [
                  ['following', data.following],
                  ['onTrack', data.onTrack],
                  ['behindFew', data.behindOneToThree],
                  ['behindMore', data.behindMore],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="rounded-lg border border-border p-3">
                  <dt className="text-sm text-muted">{t(`church.progress.${key}`)}</dt>
                  <dd className="text-2xl font-semibold">{formatCount(value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
