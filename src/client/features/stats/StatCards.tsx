import { BookOpen, Clock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../components/ui/stat-card';
import { serverMessageOf } from '../../lib/api';
import { useChurchStats, useUserStats } from './use-stats';

const icon = 'h-5 w-5';

/**
 * The spec's four cards, always four. Rule for a person without a church: the two church cards stay
 * (same titles, so the page never changes shape or pretends the global figures are a church's), show 0,
 * and say 'Join a church to see church totals' instead of the weekly line. Everyone's figures have their
 * own line (GlobalTotals).
 */
export function StatCards({ churchId }: { churchId: number | null }) {
  const { t } = useTranslation('stats');
  const mine = useUserStats();
  const church = useChurchStats(churchId);
  const failed = (error: unknown) => serverMessageOf(error) ?? t('figureFailed');
  const churchValue = (pick: (s: NonNullable<typeof church.data>) => number) =>
    churchId === null ? 0 : church.isError ? '—' : church.data && pick(church.data);
  const churchNote = churchId === null ? t('joinChurch') : church.isError ? failed(church.error) : undefined;
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        {t('heading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          title={t('myChapters')}
          value={mine.isError ? '—' : mine.data?.chaptersRead}
          weeklyChange={mine.data?.weeklyChaptersRead}
          note={mine.isError ? failed(mine.error) : undefined}
          icon={<BookOpen className={icon} />}
          tone="primary"
        />
        <StatCard
          title={t('myMinutes')}
          value={mine.isError ? '—' : mine.data?.prayerMinutes}
          weeklyChange={mine.data?.weeklyPrayerMinutes}
          note={mine.isError ? failed(mine.error) : undefined}
          icon={<Clock className={icon} />}
          tone="secondary"
        />
        <StatCard
          title={t('churchChapters')}
          value={churchValue((s) => s.chaptersRead)}
          weeklyChange={church.data?.weeklyChaptersRead}
          note={churchNote}
          icon={<Users className={icon} />}
          tone="amber"
        />
        <StatCard
          title={t('churchMinutes')}
          value={churchValue((s) => s.prayerMinutes)}
          weeklyChange={church.data?.weeklyPrayerMinutes}
          note={churchNote}
          icon={<Users className={icon} />}
          tone="blue"
        />
      </div>
    </section>
  );
}
