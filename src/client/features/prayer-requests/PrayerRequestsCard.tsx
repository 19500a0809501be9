import { HeartHandshake } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api';
import { AddPrayerRequestForm } from './AddPrayerRequestForm';
import { KeptRequestRow, PrayerRequestRow } from './PrayerRequestRow';
import {
  useDeletePrayerRequest,
  useKeptRequests,
  usePrayerRequests,
  useSetAnswered,
} from './use-prayer-requests';

/** The person's own prayer requests (nobody else sees them): add, mark answered, delete. */
export function PrayerRequestsCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation(['prayerRequests', 'common']);
  const list = usePrayerRequests();
  const kept = useKeptRequests();
  const setAnswered = useSetAnswered();
  const remove = useDeletePrayerRequest();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onAnsweredChange = (id: number, answered: boolean) =>
    setAnswered.mutate(
      { id, answered },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('updateFailedTitle'),
            description: serverMessageOf(error) ?? t('updateFailedDescription'),
          }),
      },
    );
  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast({ title: t('deleted') });
        // The deleted row's button is gone: keep the keyboard in this card.
        headingRef.current?.focus();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('deleteFailedTitle'),
          description: serverMessageOf(error) ?? t('deleteFailedDescription'),
        }),
    });

  return (
    <Card>
      <CardTitle
        icon={<HeartHandshake aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={t('cardTitle')}
        description={t('cardDescription')}
        headingRef={headingRef}
      />
      <CardContent className="space-y-4">
        <AddPrayerRequestForm />
        {/* The spec's 300 px scrolling list from 641 px on (only a list of rows overflows, and every row has
            controls: keyboard users can scroll it by them). On a phone it grows with its rows instead: no
            scroll box inside the page's scroll (issue 13). */}
        <section
          aria-label={t('listLabel')}
          className="rounded-md border border-border px-3 sm:h-[300px] sm:overflow-y-auto"
        >
          {kept.length > 0 && (
            <ul className="divide-y divide-border border-b border-border">
              {kept.map((k) => (
                <KeptRequestRow key={k.entry.id} kept={k} />
              ))}
            </ul>
          )}
          {/* The list is never kept on the device (its words are private): offline it waits. */}
          {list.isPending && list.fetchStatus === 'paused' ? (
            <p className="py-3 text-sm text-muted">{t('offlineList')}</p>
          ) : list.isPending ? (
            <div className="space-y-3 py-3">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-5 w-2/3" />
              <span className="sr-only">{t('loading')}</span>
            </div>
          ) : list.isError ? (
            <Alert variant="destructive" className="my-3">
              {t('loadFailed', { reason: serverMessageOf(list.error) ?? t('common:tryAgain') })}
            </Alert>
          ) : list.data.length === 0 ? (
            kept.length === 0 && <p className="py-3 text-sm text-muted">{t('empty')}</p>
          ) : (
            <ul className="divide-y divide-border">
              {list.data.map((item) => (
                <PrayerRequestRow
                  key={item.id}
                  item={item}
                  timeZone={timeZone}
                  busy={remove.isPending && remove.variables === item.id}
                  onAnsweredChange={(answered) => onAnsweredChange(item.id, answered)}
                  onDelete={() => onDelete(item.id)}
                />
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
