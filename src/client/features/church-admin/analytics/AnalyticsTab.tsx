import { BarChart3 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError, serverMessageOf } from '../../../lib/api';
import { AnalyticsCards } from './AnalyticsCards';
import { LeaderboardCard, TopChaptersList } from './AnalyticsLists';
import { useChurchAnalytics } from './use-analytics';
import { WeeklyTable } from './WeeklyTable';
import { weekLabel } from './week-label';

// Recharts is the largest library of the app: it loads with this tab's chart and nowhere else.
const WeeklyChart = lazy(async () => ({ default: (await import('./WeeklyChart')).WeeklyChart }));

const chartFallback = (
  <>
    <Skeleton className="h-72 w-full" />
    <span className="sr-only">Loading chart</span>
  </>
);

/** Analytics tab: figures, the weekly chart, top chapters, leaderboard; 402 sends the reader to Billing. */
export function AnalyticsTab({ billingHref }: { billingHref: string }) {
  const { data, error, isError } = useChurchAnalytics();
  if (isError) {
    if (error instanceof ApiError && error.status === 402) {
      return (
        <Alert variant="destructive" className="space-y-2">
          <p className="font-semibold">Subscription required</p>
          <p>{error.serverMessage}</p>
          <p>
            <TextLink href={billingHref}>Go to Billing to renew the subscription</TextLink>
          </p>
        </Alert>
      );
    }
    return (
      <Alert variant="destructive">
        Could not load the church analytics. {serverMessageOf(error) ?? 'Please try again.'}
      </Alert>
    );
  }
  if (!data) {
    return (
      <div className="space-y-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-72 w-full" />
        <span className="sr-only">Loading analytics</span>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold">Church Analytics</h2>
        <p className="text-sm text-muted">Current period since {weekLabel(data.periodStart, 'long')}.</p>
      </div>
      <AnalyticsCards data={data} />
      <Card>
        <CardHeader>
          <h3 className="flex items-center gap-2 text-base font-semibold">
            <BarChart3 aria-hidden="true" className="h-5 w-5 text-primary" />
            Weekly Activity
          </h3>
          <CardDescription>
            Chapters read (bars) and prayer minutes (line) per week of the period.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data.weekly.length === 0 ? (
            <p className="text-sm text-muted">No weeks to show yet.</p>
          ) : (
            <>
              <Suspense fallback={chartFallback}>
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
    </div>
  );
}
