import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/ui/stat-card';
import { useGlobalStats } from './use-stats';

/** Everyone's figures since the start of the calendar year, in one quiet line. */
export function GlobalTotals() {
  const { t } = useTranslation('stats');
  const { data } = useGlobalStats();
  if (!data) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <Globe aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        {t('global', {
          chapters: formatCount(data.totalChaptersRead),
          minutes: formatCount(data.totalPrayerMinutes),
        })}
      </span>
    </p>
  );
}
