import type { Leaderboard } from '@shared/leaderboard';
import { format, isValid, parseISO } from 'date-fns';
import { Medal } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCount } from '../../components/ui/stat-card';
import { serverMessageOf } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useLeaderboard } from './use-leaderboard';

type Entry = Leaderboard['chapters'][number];

function Ranking({
  title,
  entries,
  unit,
  empty,
}: {
  title: string;
  entries: Entry[];
  unit: string;
  empty: string;
}) {
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ol className="space-y-1.5">
          {entries
            .map((entry, i) => ({ ...entry, rank: i + 1 }))
            .map((entry) => (
              <li
                // Anonymous members have no id; the rank is unique within one list.
                key={entry.rank}
                className={cn(
                  'flex items-center gap-2 rounded px-1 text-sm',
                  entry.isYou && 'bg-primary-soft font-semibold',
                )}
              >
                <span className="w-5 text-right font-semibold text-muted tabular-nums">{entry.rank}.</span>
                <span className="min-w-0 flex-1 truncate">
                  {entry.name}
                  {entry.isYou && ' (you)'}
                </span>
                <span className="font-medium tabular-nums">
                  {formatCount(entry.value)} <span className="font-normal text-muted">{unit}</span>
                </span>
              </li>
            ))}
        </ol>
      )}
    </div>
  );
}

/** The church's top members of the last 7 days; members who keep their name private show as 'Anonymous member'. */
export function ChurchLeaderboardCard() {
  const { data, isError, error } = useLeaderboard();
  const weekStart = data ? parseISO(data.weekStart) : null;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Medal aria-hidden="true" className="h-5 w-5 text-amber-700" />
          Church Leaderboard
        </h2>
        <CardDescription>
          {weekStart && isValid(weekStart)
            ? `Top members of the last 7 days (since ${format(weekStart, 'MMM d')}).`
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
            <Ranking
              title="Chapters Read"
              entries={data.chapters}
              unit="chapters"
              empty="No chapters logged this week yet."
            />
            <Ranking
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
