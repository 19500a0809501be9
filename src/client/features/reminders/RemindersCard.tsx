import { BellRing, Smartphone } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { PushDeviceControl } from './PushDeviceControl';
import { RemindersForm } from './RemindersForm';
import { useReminderTexts } from './texts';
import { useReminders } from './use-reminders';

/**
 * The profile's reminder settings (issue 14): the daily reminder, the "behind on your plan" nudge and
 * the weekly summary, in the person's time zone; and notifications on this device, which the push
 * reminders need.
 */
export function RemindersCard() {
  const { t } = useReminderTexts();
  const reminders = useReminders();
  const pushHeading = useId();
  const title = useId();
  const data = reminders.data;
  return (
    // A region named "Reminders": a landmark to jump to on a long profile page.
    <Card role="region" aria-labelledby={title}>
      <CardTitle
        id={title}
        icon={<BellRing aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={t('settings.title')}
        description={t('settings.description')}
      />
      <CardContent className="space-y-6">
        {reminders.isError && !data ? (
          <Alert variant="destructive" className="space-y-2">
            <p>{t('settings.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void reminders.refetch()}>
              {t('settings.retry')}
            </Button>
          </Alert>
        ) : !data ? (
          <div className="space-y-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <>
            <p className="rounded-md bg-subtle px-3 py-2 text-sm">
              {t('settings.timeZone', { zone: data.timeZone.replaceAll('_', ' ') })}
            </p>
            <section aria-labelledby={pushHeading} className="space-y-2">
              <h3 id={pushHeading} className="flex items-center gap-2 text-base font-semibold">
                <Smartphone aria-hidden="true" className="h-4 w-4 text-muted" />
                {t('push.title')}
              </h3>
              <PushDeviceControl publicKey={data.push.publicKey} devices={data.push.devices} />
            </section>
            <RemindersForm
              settings={{ daily: data.daily, behind: data.behind, weekly: data.weekly }}
              hasDevice={data.push.devices > 0}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
