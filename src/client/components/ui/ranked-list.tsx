import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatCount } from './stat-card';

export interface RankedEntry {
  name: string;
  value: number;
  /** The viewer's own row: highlighted and marked '(you)'. */
  isYou?: boolean;
  /** A place shared by equal values (1, 2, 2, 4); without it, the position in the list. */
  rank?: number;
}

/** A titled, numbered list of names with a count each (leaderboards). */
export function RankedList({
  title,
  entries,
  unit,
  empty,
  headingLevel: Heading = 'h3',
}: {
  title: string;
  entries: RankedEntry[];
  unit: string;
  empty: string;
  headingLevel?: 'h3' | 'h4';
}) {
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <div className="min-w-0">
      <Heading id={headingId} className="mb-2 text-sm font-semibold">
        {title}
      </Heading>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ol aria-labelledby={headingId} className="space-y-1.5">
          {entries
            .map((entry, index) => ({ ...entry, index, rank: entry.rank ?? index + 1 }))
            .map((entry) => (
              <li
                // Entries may have no id (anonymous members), and ranks may be shared: the position is unique.
                key={entry.index}
                className={cn(
                  'flex items-center gap-2 rounded px-1 text-sm',
                  entry.isYou && 'bg-primary-soft font-semibold',
                )}
              >
                <span className="w-5 text-right font-semibold text-muted tabular-nums">{entry.rank}.</span>
                <span className="min-w-0 flex-1 truncate">
                  {entry.name}
                  {entry.isYou && t('you')}
                </span>
                <span className="font-medium tabular-nums">
                  {formatCount(entry.value)} <span className="font-normal text-muted">{unit}</span>
                </span>
              </li>
            ))}
        </ol>
      )}
    </div>
  );
}
