import { dayIn } from '@shared/dates';
import type { PrayerRequestItem } from '@shared/prayer-requests';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox';
import { Tag } from '../../components/ui/tag';
import { cn } from '../../lib/cn';
import { formatDate, isDate } from '../../lib/dates';
import { i18n } from '../../lib/i18n';
import type { KeptRequest } from './use-prayer-requests';

/** 'Jan 5, 2025' (the day in the person's own zone), or 'Unknown date' when there is no readable date. */
export function requestDate(
  createdAt: string | null,
  timeZone: string,
  unknown = i18n.t('prayerRequests:unknownDate'),
): string {
  if (!createdAt || !isDate(createdAt)) return unknown;
  return formatDate(dayIn(timeZone, new Date(createdAt)), 'short', unknown);
}

interface PrayerRequestRowProps {
  item: PrayerRequestItem;
  timeZone: string;
  onAnsweredChange: (answered: boolean) => void;
  onDelete: () => void;
  busy: boolean;
}

export function PrayerRequestRow({
  item,
  timeZone,
  onAnsweredChange,
  onDelete,
  busy,
}: PrayerRequestRowProps) {
  const { t } = useTranslation('prayerRequests');
  return (
    <li className="flex items-start justify-between gap-2 py-3">
      <CheckboxField
        checked={item.answered}
        onCheckedChange={onAnsweredChange}
        label={
          <>
            <span className="sr-only">{t('answeredPrefix')}</span>
            <span className={cn('break-words', item.answered && 'text-muted line-through')}>
              {item.request}
            </span>
          </>
        }
        description={
          <span className="flex flex-wrap items-center gap-2 text-xs">
            {item.answered && <Tag tone="green">{t('answered')}</Tag>}
            <span>{requestDate(item.createdAt, timeZone, t('unknownDate'))}</span>
          </span>
        }
      />
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0 text-muted hover:text-destructive"
        aria-label={t('deleteLabel', { request: item.request })}
        disabled={busy}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </Button>
    </li>
  );
}

/** A request added with no network: listed, marked, not yet something to tick or delete. */
export function KeptRequestRow({ kept }: { kept: KeptRequest }) {
  const { t } = useTranslation('prayerRequests');
  const attention = kept.entry.state === 'attention';
  return (
    <li className="space-y-1 py-3">
      <p className="text-sm break-words">{kept.request}</p>
      <Tag tone={attention ? 'red' : 'amber'}>{attention ? t('attention') : t('waiting')}</Tag>
    </li>
  );
}
