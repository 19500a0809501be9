import { Medal } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { RankedList } from '../../components/ui/ranked-list';
import { Skeleton } from '../../components/ui/skeleton';
import { serverMessageOf } from '../../lib/api';
import { formatDate, isDate } from '../../lib/dates';
import { useLeaderboard } from './use-leaderboard';

/** The church's top members of the last 7 days; members who keep their name private show as 'Anonymous member'. */
export function ChurchLeaderboardCard() {
  const { data, isError, error } = useLeaderboard();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Medal aria-hidden="true" className="h-5 w-5 text-amber-700" />
          Church Leaderboard
        </h2>
        <CardDescription>
          {data && isDate(data.weekStart)
            ? `Top members of the last 7 days (since ${formatDate(data.weekStart, 'monthDay')}).`
            : 'Top members of the last 7 days.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-muted">{serverMessageOf(error) ?? 'Could not load the leaderboard.'}</p>
        ) : !data ? (
          <div className="space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <span className="sr-only">Loading</span>
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            <RankedList
              title="Chapters Read"
              entries={data.chapters}
              unit="chapters"
              empty="No chapters logged this week yet."
            />
            <RankedList
              title="Prayer Minutes"
              entries={data.prayerMinutes}
              unit="minutes"
              empty="No prayer time logged this week yet."
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
