import { addDays } from '@shared/dates';
import type { RhythmWeek } from '@shared/stats';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/dates';

const DAYS_A_WEEK = 7;

/**
 * The last 4 weeks, a row of 7 day squares each: a missed day shows as one quiet square among the week's
 * others, not as a streak starting over. Each row says its figure in words (the squares are decoration
 * for that text), and today, not over yet, is outlined rather than empty.
 */
export function RhythmView({ weeks, restDay }: { weeks: RhythmWeek[]; restDay: boolean }) {
  const { t } = useTranslation('stats');
  const today = weeks.length > 0 ? addDays((weeks.at(-1) as RhythmWeek).start, DAYS_A_WEEK - 1) : null;
  return (
    <div className="rounded-lg border border-border bg-surface p-3 sm:p-4">
      <h3 id="rhythm-heading" className="text-sm font-semibold">
        {t('rhythmHeading')}
      </h3>
      <p className="text-xs text-muted">{t('rhythmDescription')}</p>
      <ol aria-labelledby="rhythm-heading" className="mt-2 space-y-1.5">
        {weeks.map((week) => {
          const active = new Set(week.activeDays);
          const days = Array.from({ length: DAYS_A_WEEK }, (_, i) => addDays(week.start, i));
          return (
            <li key={week.start} className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:gap-x-3">
              <span aria-hidden="true" className="flex gap-1">
                {days.map((day) => (
                  <span
                    key={day}
                    className={cn(
                      'h-3.5 w-3.5 rounded-sm border sm:h-4 sm:w-4',
                      active.has(day)
                        ? 'border-secondary bg-secondary'
                        : day === today
                          ? 'border-dashed border-border-strong bg-surface'
                          : 'border-border bg-subtle',
                    )}
                  />
                ))}
              </span>
              <span className="text-xs text-foreground">
                {t('rhythmWeek', {
                  date: formatDate(week.start, 'monthDay'),
                  count: active.size,
                  total: DAYS_A_WEEK,
                })}
              </span>
            </li>
          );
        })}
      </ol>
      {restDay && <p className="mt-2 text-xs text-muted">{t('rhythmRestDay')}</p>}
    </div>
  );
}
