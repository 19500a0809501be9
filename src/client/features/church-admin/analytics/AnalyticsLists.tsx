import type { ChurchAnalytics } from '@shared/church-admin';
import { Medal, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { RankedList } from '../../../components/ui/ranked-list';
import { formatCount } from '../../../components/ui/stat-card';

/** The church's 10 most-read chapters of the period. */
export function TopChaptersList({ top }: { top: ChurchAnalytics['topReadChapters'] }) {
  const { t } = useTranslation(['churchAdmin', 'leaderboard', 'readings', 'stats']);
  return (
    <Card>
      <CardHeader>
        <h3 className="flex items-center gap-2 text-base font-semibold">
          <Trophy aria-hidden="true" className="h-5 w-5 text-warning" />
          {t('analytics.top')}
        </h3>
        <CardDescription>{t('analytics.topDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {top.length === 0 ? (
          <p className="text-sm text-muted">{t('analytics.topEmpty')}</p>
        ) : (
          <ol className="space-y-2">
            {top.slice(0, 10).map((item, index) => (
              <li key={`${item.book} ${item.chapter}`} className="flex items-center gap-3 text-sm">
                <span className="w-6 text-right font-semibold text-muted tabular-nums">{index + 1}.</span>
                <span className="flex-1 font-medium">
                  {t('readings:chapter', { book: t(item.book, { ns: 'bible' }), chapter: item.chapter })}
                </span>
                <span className="text-muted tabular-nums">
                  {t('stats:readings', { count: item.count, formatted: formatCount(item.count) })}
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
  const { t } = useTranslation(['churchAdmin', 'leaderboard', 'readings', 'stats']);
  return (
    <Card>
      <CardHeader>
        <h3 className="flex items-center gap-2 text-base font-semibold">
          <Medal aria-hidden="true" className="h-5 w-5 text-warning" />
          {t('analytics.leaderboard')}
        </h3>
        <CardDescription>{t('analytics.leaderboardDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <RankedList
          headingLevel="h4"
          title={t('leaderboard:chaptersRead')}
          entries={leaderboard.chapters}
          unit={t('leaderboard:chapters')}
          empty={t('analytics.nothingLogged')}
        />
        <RankedList
          headingLevel="h4"
          title={t('leaderboard:prayerMinutes')}
          entries={leaderboard.prayerMinutes}
          unit={t('leaderboard:minutes')}
          empty={t('analytics.nothingLogged')}
        />
      </CardContent>
    </Card>
  );
}
