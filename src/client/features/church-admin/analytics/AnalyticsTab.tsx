import { BarChart3, Grid3x3 } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError, serverMessageOf } from '../../../lib/api';
import { AnalyticsCards } from './AnalyticsCards';
import { LeaderboardCard, TopChaptersList } from './AnalyticsLists';
import { ComparisonCard } from './ComparisonCard';
import { useChurchAnalytics } from './use-analytics';
import { WeeklyTable } from './WeeklyTable';
import { weekLabel } from './week-label';

// Recharts is the largest library of the app: it loads with this tab's chart and nowhere else.
const WeeklyChart = lazy(async () => ({ default: (await import('./WeeklyChart')).WeeklyChart }));

function ChartFallback() {
  const { t } = useTranslation(['churchAdmin', 'common']);
  return (
    <>
      <Skeleton className="h-72 w-full" />
      <span className="sr-only">{t('analytics.loadingChart')}</span>
    </>
  );
}

interface AnalyticsTabProps {
  billingHref: string;
  bibleMap?: ReactNode;
  churchPlan?: ReactNode;
  /** The church's past goals (the goal feature's). */
  goalHistory?: ReactNode;
  /** The church's year card, for its administrator (the annual-reports feature's). */
  yearCard?: ReactNode;
}

/**
 * Analytics tab: figures, the weekly chart, top chapters, leaderboard, the church plan's followers and the
 * church's Bible map, which the app layer hands in (`churchPlan` belongs to the plans feature, `bibleMap`
 * to the progress feature); 402 sends the reader to Billing.
 */
export function AnalyticsTab({
  billingHref,
  bibleMap,
  churchPlan,
  goalHistory,
  yearCard,
}: AnalyticsTabProps) {
  const { t } = useTranslation(['churchAdmin', 'common']);
  const { data, error, isError } = useChurchAnalytics();
  if (isError) {
    if (error instanceof ApiError && error.status === 402) {
      return (
        <Alert variant="destructive" className="space-y-2">
          <p className="font-semibold">{t('analytics.subscriptionRequired')}</p>
          <p>{error.serverMessage}</p>
          <p>
            <TextLink href={billingHref}>{t('analytics.goToBilling')}</TextLink>
          </p>
        </Alert>
      );
    }
    return (
      <Alert variant="destructive">
        {t('analytics.loadFailed', { reason: serverMessageOf(error) ?? t('common:tryAgain') })}
      </Alert>
    );
  }
  if (!data) {
    return (
      <div className="space-y-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-72 w-full" />
        <span className="sr-only">{t('analytics.loading')}</span>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold">{t('analytics.title')}</h2>
        <p className="text-sm text-muted">
          {t('analytics.period', { day: weekLabel(data.periodStart, 'long') })}
        </p>
      </div>
      <AnalyticsCards data={data} />
      <ComparisonCard />
      <Card>
        <CardHeader>
          <h3 className="flex items-center gap-2 text-base font-semibold">
            <BarChart3 aria-hidden="true" className="h-5 w-5 text-primary" />
            {t('analytics.weeklyActivity')}
          </h3>
          <CardDescription>{t('analytics.weeklyDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {data.weekly.length === 0 ? (
            <p className="text-sm text-muted">{t('analytics.noWeeks')}</p>
          ) : (
            <>
              <Suspense fallback={<ChartFallback />}>
                <WeeklyChart weekly={data.weekly} />
              </Suspense>
              {/* A table ignores sr-only's 1 px width; its wrapper does not. */}
              <div className="sr-only">
                <WeeklyTable weekly={data.weekly} />
              </div>
            </>
          )}
        </CardContent>
      </Card>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <TopChaptersList top={data.topReadChapters} />
        <LeaderboardCard leaderboard={data.leaderboard} />
      </div>
      {churchPlan}
      {bibleMap && (
        <Card>
          <CardHeader>
            <h3 className="flex items-center gap-2 text-base font-semibold">
              <Grid3x3 aria-hidden="true" className="h-5 w-5 text-primary" />
              {t('analytics.bibleMap')}
            </h3>
            <CardDescription>{t('analytics.bibleMapDescription')}</CardDescription>
          </CardHeader>
          <CardContent>{bibleMap}</CardContent>
        </Card>
      )}
      {yearCard}
      {goalHistory}
    </div>
  );
}
