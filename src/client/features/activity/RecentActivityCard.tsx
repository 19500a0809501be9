import { dayIn } from '@shared/dates';
import { History } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api';
import { useQueuedEntries } from '../../lib/sync-queue/hooks';
import { ActivityRow } from './ActivityRow';
import { KeptEntryRow } from './KeptEntryRow';
import { COLLAPSED_LIMIT, EXPANDED_LIMIT, useActivity, useDeleteEntry } from './use-activity';

interface RecentActivityCardProps {
  /** The activity list is fetched only with a signed-in user. */
  userId: number | null;
  /** The person's zone: a refused entry's new date is at most their today. */
  timeZone: string;
  /** Called after an entry was deleted (the dashboard refreshes its statistics). */
  onDeleted?: () => void;
}

export function RecentActivityCard({ userId, timeZone, onDeleted }: RecentActivityCardProps) {
  const { t } = useTranslation(['activity', 'common']);
  const [expanded, setExpanded] = useState(false);
  const activity = useActivity(expanded ? EXPANDED_LIMIT : COLLAPSED_LIMIT, userId !== null);
  const remove = useDeleteEntry();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const entries = activity.data;
  // Logged on this device and not on the server yet: at the top, newest first.
  const kept = [...useQueuedEntries()].reverse();
  const today = dayIn(timeZone, new Date());

  return (
    <Card>
      <CardTitle
        icon={<History aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={t('cardTitle')}
        description={t('cardDescription')}
        headingRef={headingRef}
      />
      <CardContent>
        {kept.length > 0 && (
          <ul className="divide-y divide-border border-b border-border">
            {kept.map((entry) => (
              <KeptEntryRow key={entry.id} entry={entry} today={today} />
            ))}
          </ul>
        )}
        {activity.isError && !entries ? (
          <Alert variant="destructive">{t('loadFailed')}</Alert>
        ) : !entries && activity.fetchStatus === 'paused' ? (
          <p className="py-3 text-sm text-muted">{t('offline')}</p>
        ) : !entries ? (
          <div role="status" aria-label={t('loading')} className="space-y-4">
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex items-center gap-3">
                <Skeleton className="h-9 w-9 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
              </div>
            ))}
          </div>
        ) : entries.length === 0 ? (
          kept.length === 0 && (
            <div className="py-6 text-center">
              <p className="font-medium">{t('empty')}</p>
              <p className="mt-1 text-sm text-muted">{t('emptyHint')}</p>
            </div>
          )
        ) : (
          <>
            <ul className="divide-y divide-border" aria-busy={activity.isPlaceholderData}>
              {entries.map((entry) => (
                <ActivityRow
                  key={`${entry.type}-${entry.id}`}
                  entry={entry}
                  onDelete={() =>
                    remove.mutate(entry, {
                      onSuccess: () => {
                        toast({ title: t('deletedTitle'), description: t('deletedDescription') });
                        headingRef.current?.focus();
                        onDeleted?.();
                      },
                      onError: (error) =>
                        toast({
                          variant: 'destructive',
                          title: t('deleteFailed'),
                          description: serverMessageOf(error) ?? t('common:tryAgain'),
                        }),
                    })
                  }
                />
              ))}
            </ul>
            <Button
              variant="link"
              className="mt-2"
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t('showLess') : t('viewAll')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
