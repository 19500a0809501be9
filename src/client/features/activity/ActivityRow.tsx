import type { ActivityEntry } from '@shared/activity';
import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { BookOpen, Clock, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

/** Spec: 'reading' reads "Read {details}"; any other type is prayer, "Prayed for {details}". */
export const activityText = (entry: Pick<ActivityEntry, 'type' | 'details'>) =>
  entry.type === 'reading' ? `Read ${entry.details}` : `Prayed for ${entry.details}`;

function dayLabel(day: string) {
  const date = parseISO(day);
  return isValid(date) ? format(date, 'MMM d, yyyy') : day;
}

export function ActivityRow({ entry, onDelete }: { entry: ActivityEntry; onDelete: () => void }) {
  const text = activityText(entry);
  const at = parseISO(entry.timestamp);
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
        {isValid(at) && (
          <p className="text-xs text-muted">
            <time dateTime={entry.timestamp} title={format(at, 'PPpp')}>
              {formatDistanceToNow(at, { addSuffix: true })}
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
