import { dayIn } from '@shared/dates';
import { READING_DATE_IN_FUTURE, readDateField } from '@shared/readings';
import { BookOpen } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { ChapterPicker } from './ChapterPicker';
import type { ChapterSelection } from './chapter-selection';
import { type LoggedReadings, useLogReading } from './use-log-reading';

interface LogReadingCardProps {
  timeZone: string;
  /** Called after the server saved the chapters (the dashboard refreshes and celebrates). */
  onLogged?: (result: LoggedReadings) => void;
}

const chaptersText = (n: number) => (n === 1 ? '1 chapter' : `${n} chapters`);

export function LogReadingCard({ timeZone, onLogged }: LogReadingCardProps) {
  const today = dayIn(timeZone, new Date());
  const [readDate, setReadDate] = useState(today);
  const [selected, setSelected] = useState<ChapterSelection>([]);
  const [dateError, setDateError] = useState<string>();
  const logReading = useLogReading();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) {
      toast({
        variant: 'destructive',
        title: 'No chapters selected',
        description: 'Please select at least one chapter to log.',
      });
      return;
    }
    const date = readDateField.safeParse(readDate);
    if (!date.success || readDate > today) {
      // ISO days compare as strings; the server refuses these too, this just says so sooner.
      setDateError(date.success ? READING_DATE_IN_FUTURE : date.error.issues[0]?.message);
      return;
    }
    setDateError(undefined);
    logReading.mutate(
      { readDate, chapters: [...selected] },
      {
        onSuccess: (result) => {
          toast({
            title: 'Reading logged successfully',
            description: `You've recorded ${chaptersText(result.readings.length)}`,
          });
          setSelected([]);
          onLogged?.(result);
        },
        onError: (error) => {
          // A bad date (empty, or after today in the reader's zone) is the reader's to fix, next to the field.
          const message = error instanceof ApiError ? error.body?.errors?.readDate?.[0] : undefined;
          if (message) setDateError(message);
          toast({ variant: 'destructive', title: 'Failed to log reading', description: 'Please try again.' });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <BookOpen aria-hidden="true" className="h-5 w-5 text-primary" />
          Log Bible Reading
        </h2>
        <CardDescription>Choose the chapters you read and the day you read them.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <TextField
            label="Reading date"
            type="date"
            required
            max={today}
            value={readDate}
            error={dateError}
            onChange={(e) => setReadDate(e.target.value)}
            className="max-w-xs"
          />
          <ChapterPicker selected={selected} onChange={setSelected} />
          <Button type="submit" className="w-full sm:w-auto" disabled={logReading.isPending}>
            Log Reading
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
