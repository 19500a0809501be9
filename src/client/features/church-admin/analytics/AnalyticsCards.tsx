import type { ChurchAnalytics } from '@shared/church-admin';
import { Activity, BookOpen, Clock, Gauge, Timer, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card';

const icon = 'h-5 w-5';

/** Church analytics as figures: totals with their weekly lines, activity and weekly averages. */
export function AnalyticsCards({ data }: { data: ChurchAnalytics }) {
  const { t } = useTranslation('churchAdmin');
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        title={t('analytics.totalChapters')}
        value={data.totalChaptersRead}
        weeklyChange={data.weeklyChaptersRead}
        icon={<BookOpen className={icon} />}
        tone="primary"
      />
      <StatCard
        title={t('analytics.totalMinutes')}
        value={data.totalPrayerMinutes}
        weeklyChange={data.weeklyPrayerMinutes}
        icon={<Clock className={icon} />}
        tone="secondary"
      />
      <StatCard
        title={t('analytics.activeMembers')}
        value={data.activeUsers}
        note={t('analytics.activeNote', { count: data.memberCount })}
        icon={<Activity className={icon} />}
        tone="amber"
      />
      <StatCard
        title={t('analytics.members')}
        value={data.memberCount}
        note={t('analytics.membersNote')}
        icon={<Users className={icon} />}
        tone="blue"
      />
      <StatCard
        title={t('analytics.weeklyChapters')}
        value={data.weeklyAvgChaptersPerUser}
        note={t('analytics.weeklyChaptersNote', { count: data.weeklyChaptersRead })}
        icon={<Gauge className={icon} />}
      />
      <StatCard
        title={t('analytics.weeklyMinutes')}
        value={data.weeklyAvgPrayerMinutesPerUser}
        note={t('analytics.weeklyMinutesNote', { count: data.weeklyPrayerMinutes })}
        icon={<Timer className={icon} />}
      />
    </div>
  );
}
