import { zodResolver } from '@hookform/resolvers/zod';
import { dayIn } from '@shared/dates';
import {
  DEFAULT_PRAYER_MINUTES,
  MAX_PRAYER_NOTES,
  PRAYER_DATE_IN_FUTURE,
  prayerRequest,
} from '@shared/prayers';
import { Clock } from 'lucide-react';
import { useRef } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { TextAreaField, TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/use-toast';
import { applyServerErrors } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { useKeptToast } from '../../lib/sync-queue/hooks';
import { MinutesField } from './MinutesField';
import { PrayerTimer } from './PrayerTimer';
import { type LoggedPrayer, useLogPrayer } from './use-log-prayer';

interface LogPrayerCardProps {
  timeZone: string;
  /** Whose prayer timer this device keeps. */
  userId: number;
  /** Called after the server saved the prayer time (the dashboard refreshes and celebrates). */
  onLogged?: (result: LoggedPrayer) => void;
}

/** The form's values: the shared request without userId, blank notes sent as none. */
const prayerForm = prayerRequest.omit({ userId: true }).extend({
  notes: z
    .string()
    .transform((notes) => notes.trim() || undefined)
    .pipe(prayerRequest.shape.notes),
});
type PrayerForm = z.input<typeof prayerForm>;

export function LogPrayerCard({ timeZone, userId, onLogged }: LogPrayerCardProps) {
  const today = dayIn(timeZone, new Date());
  const { t } = useTranslation('prayers');
  const logPrayer = useLogPrayer();
  const submitRef = useRef<HTMLButtonElement>(null);
  const keptToast = useKeptToast();
  const form = useForm<PrayerForm, unknown, z.output<typeof prayerForm>>({
    resolver: zodResolver(prayerForm),
    defaultValues: { prayerDate: today, minutes: DEFAULT_PRAYER_MINUTES, notes: '' },
  });

  const onValid = (prayer: z.output<typeof prayerForm>) => {
    // ISO days compare as strings; the server refuses a future day too, this just says so sooner.
    if (prayer.prayerDate > today) {
      form.setError('prayerDate', { message: PRAYER_DATE_IN_FUTURE });
      return;
    }
    logPrayer.mutate(prayer, {
      onSuccess: ({ sent, kept }) => {
        form.reset({ prayerDate: form.getValues('prayerDate'), minutes: DEFAULT_PRAYER_MINUTES, notes: '' });
        if (kept) return keptToast(kept);
        toast({
          title: t('loggedTitle'),
          description: t('loggedDescription', { minutes: sent.prayer.minutes }),
        });
        onLogged?.(sent);
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, ['prayerDate']);
        toast({ variant: 'destructive', title: t('failedTitle'), description: t('failedDescription') });
      },
    });
  };
  // One problem at a time, in the fields' order: minutes in a toast (below 1 gets the spec's message,
  // above the per-entry maximum the reason), notes and date under their fields.
  const onInvalid = (errors: FieldErrors<PrayerForm>) => {
    const first = (['minutes', 'notes', 'prayerDate'] as const).find((name) => errors[name]);
    for (const name of ['minutes', 'notes', 'prayerDate'] as const) {
      if (name !== first || name === 'minutes') form.clearErrors(name);
    }
    if (first !== 'minutes') return;
    const minutes = form.getValues('minutes');
    toast({
      variant: 'destructive',
      title: t('invalidTitle'),
      description: minutes > 0 ? errors.minutes?.message : t('invalidMinutes'),
    });
  };
  const _errors = form.formState.errors;
  // The timer fills in the minutes; the person still logs them, so the focus goes to the log button.
  const onTimerDone = (minutes: number) => {
    form.setValue('minutes', minutes, { shouldDirty: true });
    form.clearErrors('minutes');
    submitRef.current?.focus();
  };

  return (
    <Card>
      <CardTitle
        icon={<Clock aria-hidden="true" className="h-5 w-5 text-secondary" />}
        title={t('cardTitle')}
        description={t('cardDescription')}
      />
      <CardContent className="space-y-4">
        <PrayerTimer userId={userId} onDone={onTimerDone} />
        <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('dateLabel')}
              type="date"
              required
              max={today}
              {...fieldProps(form, 'prayerDate')}
            />
            <Controller
              control={form.control}
              name="minutes"
              render={({ field }) => <MinutesField value={field.value} onChange={field.onChange} />}
            />
          </div>
          <TextAreaField
            label={t('notesLabel')}
            rows={3}
            maxLength={MAX_PRAYER_NOTES}
            placeholder={t('notesPlaceholder')}
            {...fieldProps(form, 'notes')}
          />
          <Button
            ref={submitRef}
            type="submit"
            variant="secondary"
            className="w-full sm:w-auto"
            disabled={logPrayer.isPending}
          >
            {t('submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
