import type { BibleProgress } from '@shared/progress';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/ui/stat-card';
import { cn } from '../../lib/cn';
import { formatShare } from './format';

/** The map's three figures: distinct chapters of 1,189, completed Bibles, books finished. */
export function MapSummary({ progress }: { progress: BibleProgress }) {
  const { t } = useTranslation('progress');
  const figures = [
    {
      key: 'chapters',
      label: t('summary.chapters'),
      value: t('summary.chaptersValue', {
        read: formatCount(progress.distinctChapters),
        total: formatCount(progress.totalChapters),
      }),
      note: t('summary.chaptersShare', {
        percent: formatShare(progress.distinctChapters, progress.totalChapters),
      }),
    },
    {
      key: 'completions',
      label: t('summary.completions'),
      value: formatCount(progress.completions),
      note: t('summary.completionsNote'),
    },
    {
      key: 'books',
      label: t('summary.books'),
      value: t('summary.booksValue', {
        finished: formatCount(progress.booksFinished),
        total: formatCount(progress.books.length),
      }),
      note: t('summary.booksNote'),
    },
  ];
  return (
    // On a phone the chapters take a row and the two counts share the next: less scrolling to the map.
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {figures.map((figure, i) => (
        <div
          key={figure.key}
          className={cn(
            'rounded-xl border border-border bg-surface p-3 shadow-sm sm:p-4',
            i === 0 && 'col-span-2 sm:col-span-1',
          )}
        >
          <dt className="text-sm font-medium text-muted">{figure.label}</dt>
          <dd className="text-2xl font-bold tracking-tight">{figure.value}</dd>
          <dd className="text-xs text-muted">{figure.note}</dd>
        </div>
      ))}
    </dl>
  );
}
