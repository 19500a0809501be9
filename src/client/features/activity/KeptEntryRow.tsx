import { BookOpen, Clock, NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Tag } from '../../components/ui/tag';
import { formatDate } from '../../lib/dates';
import { useQueueActions } from '../../lib/sync-queue/hooks';
import type { QueueEntry } from '../../lib/sync-queue/types';
import { ChangeDateDialog } from './ChangeDateDialog';

const icons = { reading: BookOpen, prayer: Clock, note: NotebookPen } as const;
const chip = {
  reading: 'bg-primary-soft text-primary',
  prayer: 'bg-secondary-soft text-secondary',
  note: 'bg-slate-100 text-slate-700',
} as const;

/**
 * An entry logged on this device and not on the server yet: waiting to sync, or refused by the server
 * ("Needs attention", with its message), when the person chooses another date (a dated entry), tries
 * again, or drops it after a confirmation. Nothing leaves the queue without their say.
 */
export function KeptEntryRow({ entry, today }: { entry: QueueEntry; today: string }) {
  const { t } = useTranslation('activity');
  const actions = useQueueActions();
  const { label, kind } = entry.summary;
  const Icon = icons[kind];
  const attention = entry.state === 'attention';
  return (
    <li className="py-3">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${chip[kind]}`}
        >
          <Icon className="h-4 w-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{label}</p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
            <Tag tone={attention ? 'red' : 'amber'}>{t(`kept.${entry.state}`)}</Tag>
            {entry.loggedFor && (
              <span>
                {t('kept.loggedFor', { day: formatDate(entry.loggedFor, 'short', entry.loggedFor) })}
              </span>
            )}
          </p>
        </div>
      </div>
      {attention && (
        <div className="mt-2 space-y-2 sm:pl-12">
          <p className="text-sm text-destructive">{entry.message ?? t('kept.refusedFallback')}</p>
          <div className="flex flex-wrap gap-2">
            {entry.dateField && (
              <ChangeDateDialog
                entry={entry}
                today={today}
                onChoose={(day) => actions.changeDate(entry.id, day)}
              />
            )}
            <Button
              variant="outline"
              size="sm"
              aria-label={t('kept.retryLabel', { entry: label })}
              onClick={() => void actions.retry(entry.id)}
            >
              {t('kept.retry')}
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" aria-label={t('kept.dropLabel', { entry: label })}>
                  {t('kept.drop')}
                </Button>
              }
              title={t('kept.dropTitle')}
              description={t('kept.dropDescription', { entry: label })}
              confirmLabel={t('kept.dropConfirm')}
              onConfirm={() => void actions.drop(entry.id)}
            />
          </div>
        </div>
      )}
    </li>
  );
}
