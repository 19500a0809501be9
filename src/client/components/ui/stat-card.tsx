import { type CSSProperties, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { numberFormat } from '../../lib/i18n';
import { Card } from './card';
import { Skeleton } from './skeleton';

type StatTone = 'primary' | 'secondary' | 'amber' | 'blue' | 'default';

// Icon chips only: the figures stay in the foreground colour, so every tone keeps its text contrast.
const tones: Record<StatTone, string> = {
  primary: 'bg-primary-soft text-primary',
  secondary: 'bg-secondary-soft text-secondary',
  amber: 'bg-warning-soft text-warning',
  blue: 'bg-info-soft text-info-soft-foreground',
  default: 'bg-subtle text-body',
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
  /** On a phone (max-sm), a small tile without its icon, so that four fit in one row. */
  compact?: boolean;
}

export const formatCount = (n: number) => numberFormat().format(n);

/** About how wide a figure is, in em: a bold digit at most 0.7, a separator or sign 0.35. */
const figureEm = (figure: string) => [...figure].reduce((em, c) => em + (/\d/.test(c) ? 0.7 : 0.35), 0);

/**
 * A compact tile's figure is 18 px, or smaller when it would not fit the tile's width (a church's
 * "1,000,000" on a 360 px phone): the tile is a size container, and the figure's size is its width
 * divided by the figure's width in em.
 */
const FITTING_FIGURE = 'text-[length:min(1.125rem,calc(100cqi/var(--figure-em)))] leading-snug';

/** One figure of the dashboard: title, value, icon and colour, and its weekly change. */
export function StatCard({
  title,
  value,
  icon,
  tone = 'default',
  weeklyChange = 0,
  note,
  compact = false,
}: StatCardProps) {
  const { t } = useTranslation(['common', 'stats']);
  const titleId = useId();
  // Small print on a phone's compact tile: 11 px, which the muted colour still shows at 7:1.
  const small = compact ? 'text-[0.6875rem] leading-tight break-words sm:text-xs' : 'text-xs';
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn('flex items-start justify-between gap-3', compact ? 'p-2.5 sm:p-5' : 'p-5')}
    >
      <div className={cn('min-w-0 space-y-1', compact && 'flex-1 @container')}>
        <h3
          id={titleId}
          className={cn(
            'font-medium text-muted',
            compact ? 'text-[0.6875rem] leading-tight sm:text-sm' : 'text-sm',
          )}
        >
          {title}
        </h3>
        {value === undefined ? (
          <>
            <Skeleton className={compact ? 'h-6 w-10 sm:h-8 sm:w-20' : 'h-8 w-20'} />
            <span className="sr-only">{t('loading')}</span>
          </>
        ) : (
          <Figure value={typeof value === 'number' ? formatCount(value) : value} compact={compact} />
        )}
        <p className={cn('text-muted', small)}>
          {note ?? t('stats:weeklyChange', { change: formatCount(weeklyChange) })}
        </p>
      </div>
      <span
        aria-hidden="true"
        className={cn(
          'flex h-11 w-11 shrink-0 items-center justify-center rounded-full',
          compact && 'max-sm:hidden',
          tones[tone],
        )}
      >
        {icon}
      </span>
    </Card>
  );
}

function Figure({ value, compact }: { value: string; compact: boolean }) {
  return (
    <p
      style={compact ? ({ '--figure-em': Math.max(figureEm(value), 1) } as CSSProperties) : undefined}
      className={cn('font-bold tracking-tight sm:text-3xl', compact ? FITTING_FIGURE : 'text-2xl')}
    >
      {value}
    </p>
  );
}
