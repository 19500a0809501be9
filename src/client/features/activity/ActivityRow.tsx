import type { ActivityEntry } from '@shared/activity';
import { BookOpen, Clock, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formatDate, isDate, timeAgo } from '../../lib/dates';

/** Spec: 'reading' reads "Read {details}"; any other type is prayer, "Prayed for {details}". */
const activityText = (entry: Pick<ActivityEntry, 'type' | 'details'>) =>
  entry.type === 'reading' ? `Read ${entry.details}` : `Prayed for ${entry.details}`;

const dayLabel = (day: string) => formatDate(day, 'short', day);

export function ActivityRow({ entry, onDelete }: { entry: ActivityEntry; onDelete: () => void }) {
  const text = activityText(entry);
  const Icon = entry.type === 'reading' ? BookOpen : Clock;
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        aria-hidden="true"
        className={
          entry.type === 'reading'
            ? 'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary'
            : 'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-secondary-soft text-secondary'
        }
      >
        <Icon className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{text}</p>
        {isDate(entry.timestamp) && (
          <p className="text-xs text-muted">
            <time dateTime={entry.timestamp} title={formatDate(entry.timestamp, 'dateTime')}>
              {timeAgo(entry.timestamp)}
            </time>
          </p>
        )}
      </div>
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0 text-muted hover:text-destructive"
            aria-label={`Delete ${text}`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        }
        title="Delete this entry?"
        description={`"${text}" on ${dayLabel(entry.date)} will be removed, and your totals will no longer count it.`}
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </li>
  );
}
