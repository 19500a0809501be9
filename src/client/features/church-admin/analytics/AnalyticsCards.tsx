import type { ChurchAnalytics } from '@shared/church-admin';
import { Activity, BookOpen, Clock, Gauge, Timer, Users } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card';

const icon = 'h-5 w-5';

/** Church analytics as figures: totals with their weekly lines, activity and weekly averages. */
export function AnalyticsCards({ data }: { data: ChurchAnalytics }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        title="Total Chapters Read"
        value={data.totalChaptersRead}
        weeklyChange={data.weeklyChaptersRead}
        icon={<BookOpen className={icon} />}
        tone="primary"
      />
      <StatCard
        title="Total Prayer Minutes"
        value={data.totalPrayerMinutes}
        weeklyChange={data.weeklyPrayerMinutes}
        icon={<Clock className={icon} />}
        tone="secondary"
      />
      <StatCard
        title="Active Members"
        value={data.activeUsers}
        note={`of ${data.memberCount} ${data.memberCount === 1 ? 'member' : 'members'}, in the last 7 days`}
        icon={<Activity className={icon} />}
        tone="amber"
      />
      <StatCard
        title="Members"
        value={data.memberCount}
        note="in your church, anonymous members included"
        icon={<Users className={icon} />}
        tone="blue"
      />
      <StatCard
        title="Weekly Chapters per Member"
        value={data.weeklyAvgChaptersPerUser}
        note={`${data.weeklyChaptersRead} chapters in the last 7 days`}
        icon={<Gauge className={icon} />}
      />
      <StatCard
        title="Weekly Prayer Minutes per Member"
        value={data.weeklyAvgPrayerMinutesPerUser}
        note={`${data.weeklyPrayerMinutes} minutes in the last 7 days`}
        icon={<Timer className={icon} />}
      />
    </div>
  );
}
