import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { Level } from './map-keys';

// Calm teal shades that stand out more with the count (darker on light, brighter on dark); the dots are
// the cue that does not rely on colour.
const levelClasses: Record<Level, string> = {
  0: 'border-border-strong bg-surface',
  1: 'border-teal-600 bg-teal-100 dark:border-teal-600 dark:bg-teal-950',
  2: 'border-teal-700 bg-teal-300 dark:border-teal-400 dark:bg-teal-800',
  3: 'border-teal-900 bg-teal-700 dark:border-teal-200 dark:bg-teal-400',
};
const DOTS = ['first', 'second', 'third'] as const;
const dotClasses: Record<Level, string> = {
  0: '',
  1: 'bg-teal-900 dark:bg-teal-300',
  2: 'bg-teal-950 dark:bg-teal-100',
  3: 'bg-white dark:bg-teal-950',
};

/** A chapter's square: its shade, and one dot per time read up to three. Decorative: cells carry names. */
export function Swatch({ level }: { level: Level }) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex h-5 w-5 items-center justify-center gap-px rounded-sm border', levelClasses[level])}
    >
      {DOTS.slice(0, level).map((dot) => (
        <span key={dot} className={cn('h-1 w-1 rounded-full', dotClasses[level])} />
      ))}
    </span>
  );
}

const LEVELS = [
  [0, 'none'],
  [1, 'once'],
  [2, 'twice'],
  [3, 'more'],
] as const;

/** What each shade means. */
export function MapLegend() {
  const { t } = useTranslation('progress');
  return (
    <ul aria-label={t('legend.label')} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {LEVELS.map(([level, key]) => (
        <li key={key} className="flex items-center gap-2">
          <Swatch level={level} />
          {t(`legend.${key}`)}
        </li>
      ))}
    </ul>
  );
}
