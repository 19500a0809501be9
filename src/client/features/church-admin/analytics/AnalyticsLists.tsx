import type { ChurchAnalytics } from '@shared/church-admin';
import { Medal, Trophy } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { RankedList } from '../../../components/ui/ranked-list';
import { formatCount } from '../../../components/ui/stat-card';

/** The church's 10 most-read chapters of the period. */
export function TopChaptersList({ top }: { top: ChurchAnalytics['topReadChapters'] }) {
  return (
    <Card>
      <CardHeader>
        <h3 className="flex items-center gap-2 text-base font-semibold">
          <Trophy aria-hidden="true" className="h-5 w-5 text-amber-700" />
          Top 10 Chapters
        </h3>
        <CardDescription>The most-read chapters of the current period.</CardDescription>
      </CardHeader>
      <CardContent>
        {top.length === 0 ? (
          <p className="text-sm text-muted">No chapters read yet this period.</p>
        ) : (
          <ol className="space-y-2">
            {top.slice(0, 10).map((item, index) => (
              <li key={`${item.book} ${item.chapter}`} className="flex items-center gap-3 text-sm">
                <span className="w-6 text-right font-semibold text-muted tabular-nums">{index + 1}.</span>
                <span className="flex-1 font-medium">
                  {item.book} {item.chapter}
                </span>
                <span className="text-muted tabular-nums">
                  {item.count === 1 ? '1 reading' : `${formatCount(item.count)} readings`}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** This week's leaders of the church (the dashboard's leaderboard, for the administrator). */
export function LeaderboardCard({ leaderboard }: { leaderboard: ChurchAnalytics['leaderboard'] }) {
  return (
    <Card>
      <CardHeader>
        <h3 className="flex items-center gap-2 text-base font-semibold">
          <Medal aria-hidden="true" className="h-5 w-5 text-amber-700" />
          Leaderboard
        </h3>
        <CardDescription>Top members of the last 7 days.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <RankedList
          headingLevel="h4"
          title="Chapters Read"
          entries={leaderboard.chapters}
          unit="chapters"
          empty="Nothing logged in the last 7 days."
        />
        <RankedList
          headingLevel="h4"
          title="Prayer Minutes"
          entries={leaderboard.prayerMinutes}
          unit="minutes"
          empty="Nothing logged in the last 7 days."
        />
      </CardContent>
    </Card>
  );
}
