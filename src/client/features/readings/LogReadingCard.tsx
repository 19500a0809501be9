import { zodResolver } from '@hookform/resolvers/zod';
import { dayIn } from '@shared/dates';
import { READING_DATE_IN_FUTURE, readingBatchRequest } from '@shared/readings';
import { BookOpen } from 'lucide-react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/use-toast';
import { applyServerErrors } from '../../lib/form-errors';
import { useKeptToast } from '../../lib/sync-queue/hooks';
import { ChapterPicker } from './ChapterPicker';
import { type LoggedReadings, useLogReading } from './use-log-reading';

interface LogReadingCardProps {
  timeZone: string;
  /** Called after the server saved the chapters (the dashboard refreshes and celebrates). */
  onLogged?: (result: LoggedReadings) => void;
}

/** The form's values: the batch request without the optional userId (the server takes the caller's). */
const readingForm = readingBatchRequest.omit({ userId: true });
type ReadingForm = z.input<typeof readingForm>;

export function LogReadingCard({ timeZone, onLogged }: LogReadingCardProps) {
  const today = dayIn(timeZone, new Date());
  const { t } = useTranslation('readings');
  const logReading = useLogReading();
  const keptToast = useKeptToast();
  const form = useForm<ReadingForm, unknown, z.output<typeof readingForm>>({
    resolver: zodResolver(readingForm),
    defaultValues: { readDate: today, chapters: [] },
  });

  const onValid = ({ readDate, chapters }: z.output<typeof readingForm>) => {
    // ISO days compare as strings; the server refuses a future day too, this just says so sooner.
    if (readDate > today) {
      form.setError('readDate', { message: READING_DATE_IN_FUTURE });
      return;
    }
    logReading.mutate(
      { readDate, chapters },
      {
        onSuccess: ({ sent, kept }) => {
          form.setValue('chapters', []);
          if (kept) return keptToast(kept);
          toast({
            title: t('loggedTitle'),
            description: t('loggedDescription', { count: sent.readings.length }),
          });
          onLogged?.(sent);
        },
        onError: (error) => {
          // A bad date (empty, or after today in the reader's zone) is the reader's to fix, next to the field.
          applyServerErrors(error, form.setError, ['readDate']);
          toast({ variant: 'destructive', title: t('failedTitle'), description: t('failedDescription') });
        },
      },
    );
  };
  // Nothing chosen is said in a toast (the picker has no one place for a message); a date problem, by the date.
  const onInvalid = (errors: FieldErrors<ReadingForm>) => {
    if (!errors.chapters) return;
    form.clearErrors();
    toast({
      variant: 'destructive',
      title: t('noneSelectedTitle'),
      description: errors.chapters.message ?? t('noneSelected'),
    });
  };

  return (
    <Card>
      <CardTitle
        icon={<BookOpen aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={t('cardTitle')}
        description={t('cardDescription')}
      />
      <CardContent>
        <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-5">
          <TextField
            label={t('dateLabel')}
            type="date"
            required
            max={today}
            error={form.formState.errors.readDate?.message}
            className="max-w-xs"
            {...form.register('readDate')}
          />
          <Controller
            control={form.control}
            name="chapters"
            render={({ field }) => <ChapterPicker selected={field.value} onChange={field.onChange} />}
          />
          <Button type="submit" className="w-full sm:w-auto" disabled={logReading.isPending}>
            {t('submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
