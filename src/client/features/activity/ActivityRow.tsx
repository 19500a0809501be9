import type { ActivityEntry } from '@shared/activity';
import { BookOpen, Clock, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formatDate, isDate, timeAgo } from '../../lib/dates';

const dayLabel = (day: string) => formatDate(day, 'short', day);

export function ActivityRow({ entry, onDelete }: { entry: ActivityEntry; onDelete: () => void }) {
  const { t } = useTranslation('activity');
  // 'reading' reads "Read {details}"; any other type is prayer, "Prayed for {details}".
  const text = t(entry.type === 'reading' ? 'read' : 'prayed', { details: entry.details });
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
            aria-label={t('deleteLabel', { entry: text })}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        }
        title={t('confirmTitle')}
        description={t('confirmDescription', { entry: text, day: dayLabel(entry.date) })}
        confirmLabel={t('confirm')}
        onConfirm={onDelete}
      />
    </li>
  );
}
