import { BookOpen, Clock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../components/ui/stat-card';
import { serverMessageOf } from '../../lib/api';
import { pendingFigures, useQueuedEntries } from '../../lib/sync-queue/hooks';
import { useChurchStats, useUserStats } from './use-stats';

const icon = 'h-5 w-5';

/**
 * The spec's four cards, always four. Rule for a person without a church: the two church cards stay
 * (same titles, so the page never changes shape or pretends the global figures are a church's), show 0,
 * and say 'Join a church to see church totals' instead of the weekly line. Everyone's figures have their
 * own line (GlobalTotals). Entries logged on this device and not synced yet count in the person's and
 * their church's totals (from each period's start), and the card says how many (decision 027).
 */
export function StatCards({ churchId }: { churchId: number | null }) {
  const { t } = useTranslation('stats');
  const mine = useUserStats();
  const church = useChurchStats(churchId);
  // Logged on this device and not on the server yet: counted here until the server's figures have them.
  const kept = useQueuedEntries();
  const mineKept = pendingFigures(kept, mine.data?.periodStart);
  const churchKept = pendingFigures(kept, church.data?.periodStart);
  const failed = (error: unknown) => serverMessageOf(error) ?? t('figureFailed');
  // Figures already shown stay when a refresh fails (offline, the kept copy): only none at all is '—'.
  const mineValue = (pick: (s: NonNullable<typeof mine.data>) => number, add: number) =>
    mine.data ? pick(mine.data) + add : mine.isError ? '—' : undefined;
  const mineNote = (waiting: string | null) =>
    waiting ?? (mine.isError && !mine.data ? failed(mine.error) : undefined);
  const churchValue = (pick: (s: NonNullable<typeof church.data>) => number, add: number) =>
    churchId === null ? 0 : church.data ? pick(church.data) + add : church.isError ? '—' : undefined;
  const churchNote = (waiting: string | null) =>
    churchId === null
      ? t('joinChurch')
      : (waiting ?? (church.isError && !church.data ? failed(church.error) : undefined));
  const chaptersWaiting = (n: number) => (n > 0 ? t('keptChapters', { count: n }) : null);
  const minutesWaiting = (n: number) => (n > 0 ? t('keptMinutes', { count: n }) : null);
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        {t('heading')}
      </h2>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        <StatCard
          title={t('myChapters')}
          value={mineValue((s) => s.chaptersRead, mineKept.chapters)}
          weeklyChange={mine.data?.weeklyChaptersRead}
          note={mineNote(chaptersWaiting(mineKept.chapters))}
          icon={<BookOpen className={icon} />}
          tone="primary"
          compact
        />
        <StatCard
          title={t('myMinutes')}
          value={mineValue((s) => s.prayerMinutes, mineKept.minutes)}
          weeklyChange={mine.data?.weeklyPrayerMinutes}
          note={mineNote(minutesWaiting(mineKept.minutes))}
          icon={<Clock className={icon} />}
          tone="secondary"
          compact
        />
        <StatCard
          title={t('churchChapters')}
          value={churchValue((s) => s.chaptersRead, churchKept.chapters)}
          weeklyChange={church.data?.weeklyChaptersRead}
          note={churchNote(chaptersWaiting(churchKept.chapters))}
          icon={<Users className={icon} />}
          tone="amber"
          compact
        />
        <StatCard
          title={t('churchMinutes')}
          value={churchValue((s) => s.prayerMinutes, churchKept.minutes)}
          weeklyChange={church.data?.weeklyPrayerMinutes}
          note={churchNote(minutesWaiting(churchKept.minutes))}
          icon={<Users className={icon} />}
          tone="blue"
          compact
        />
      </div>
    </section>
  );
}
