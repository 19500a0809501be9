import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { intlLocale } from '../../lib/i18n';
import { Card } from './card';
import { Skeleton } from './skeleton';

type StatTone = 'primary' | 'secondary' | 'amber' | 'blue' | 'default';

// Icon chips only: the figures stay in the foreground colour, so every tone keeps its text contrast.
const tones: Record<StatTone, string> = {
  primary: 'bg-primary-soft text-primary',
  secondary: 'bg-secondary-soft text-secondary',
  amber: 'bg-amber-100 text-amber-800',
  blue: 'bg-blue-100 text-blue-800',
  default: 'bg-slate-100 text-slate-700',
};

interface StatCardProps {
  title: string;
  /** undefined while loading; a string for a figure that cannot be shown (e.g. '—'). */
  value: number | string | undefined;
  icon: ReactNode;
  tone?: StatTone;
  /** Things logged in the last 7 days: the '+N from last week' line. */
  weeklyChange?: number;
  /** Replaces the weekly line when the figure needs an explanation instead. */
  note?: ReactNode;
}

export const formatCount = (n: number) => n.toLocaleString(intlLocale());

/** One figure of the dashboard: title, value, icon and colour, and its weekly change. */
export function StatCard({ title, value, icon, tone = 'default', weeklyChange = 0, note }: StatCardProps) {
  const { t } = useTranslation(['common', 'stats']);
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="flex items-start justify-between gap-3 p-5">
      <div className="min-w-0 space-y-1">
        <h3 id={titleId} className="text-sm font-medium text-muted">
          {title}
        </h3>
        {value === undefined ? (
          <>
            <Skeleton className="h-8 w-20" />
            <span className="sr-only">{t('loading')}</span>
          </>
        ) : (
          <p className="text-2xl font-bold tracking-tight sm:text-3xl">
            {typeof value === 'number' ? formatCount(value) : value}
          </p>
        )}
        <p className="text-xs text-muted">
          {note ?? t('stats:weeklyChange', { change: formatCount(weeklyChange) })}
        </p>
      </div>
      <span
        aria-hidden="true"
        className={cn('flex h-11 w-11 shrink-0 items-center justify-center rounded-full', tones[tone])}
      >
        {icon}
      </span>
    </Card>
  );
}
