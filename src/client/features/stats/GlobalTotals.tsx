import { Globe } from 'lucide-react';
import { formatCount } from '../../components/ui/stat-card';
import { useGlobalStats } from './use-stats';

/** Everyone's figures since the start of the calendar year, in one quiet line. */
export function GlobalTotals() {
  const { data } = useGlobalStats();
  if (!data) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <Globe aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        Everyone on Lampstand this year: {formatCount(data.totalChaptersRead)} chapters read and{' '}
        {formatCount(data.totalPrayerMinutes)} minutes of prayer.
      </span>
    </p>
  );
}
