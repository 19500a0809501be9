import { BookOpen, Clock, Users } from 'lucide-react';
import { StatCard } from '../../components/ui/stat-card';
import { serverMessageOf } from '../../lib/api';
import { useChurchStats, useUserStats } from './use-stats';

const icon = 'h-5 w-5';
const NO_CHURCH_NOTE = 'Join a church to see church totals';

/**
 * The spec's four cards, always four. Rule for a person without a church: the two church cards stay
 * (same titles, so the page never changes shape or pretends the global figures are a church's), show 0,
 * and say 'Join a church to see church totals' instead of the weekly line. Everyone's figures have their
 * own line (GlobalTotals).
 */
export function StatCards({ churchId }: { churchId: number | null }) {
  const mine = useUserStats();
  const church = useChurchStats(churchId);
  const failed = (error: unknown) => serverMessageOf(error) ?? 'Could not load this figure';
  const churchValue = (pick: (s: NonNullable<typeof church.data>) => number) =>
    churchId === null ? 0 : church.isError ? '—' : church.data && pick(church.data);
  const churchNote = churchId === null ? NO_CHURCH_NOTE : church.isError ? failed(church.error) : undefined;
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Statistics
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          title="My Chapters Read"
          value={mine.isError ? '—' : mine.data?.chaptersRead}
          weeklyChange={mine.data?.weeklyChaptersRead}
          note={mine.isError ? failed(mine.error) : undefined}
          icon={<BookOpen className={icon} />}
          tone="primary"
        />
        <StatCard
          title="My Prayer Minutes"
          value={mine.isError ? '—' : mine.data?.prayerMinutes}
          weeklyChange={mine.data?.weeklyPrayerMinutes}
          note={mine.isError ? failed(mine.error) : undefined}
          icon={<Clock className={icon} />}
          tone="secondary"
        />
        <StatCard
          title="Church Chapters Read"
          value={churchValue((s) => s.chaptersRead)}
          weeklyChange={church.data?.weeklyChaptersRead}
          note={churchNote}
          icon={<Users className={icon} />}
          tone="amber"
        />
        <StatCard
          title="Church Prayer Minutes"
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
