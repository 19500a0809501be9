import { dayIn } from '@shared/dates';
import {
  DEFAULT_PRAYER_MINUTES,
  MAX_PRAYER_NOTES,
  PRAYER_DATE_IN_FUTURE,
  prayerRequest,
} from '@shared/prayers';
import { Clock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { TextAreaField, TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { MinutesField } from './MinutesField';
import { type LoggedPrayer, useLogPrayer } from './use-log-prayer';

interface LogPrayerCardProps {
  timeZone: string;
  /** Called after the server saved the prayer time (the dashboard refreshes and celebrates). */
  onLogged?: (result: LoggedPrayer) => void;
}

const INVALID = { variant: 'destructive', title: 'Invalid prayer time' } as const;

export function LogPrayerCard({ timeZone, onLogged }: LogPrayerCardProps) {
  const today = dayIn(timeZone, new Date());
  const [prayerDate, setPrayerDate] = useState(today);
  const [minutes, setMinutes] = useState(DEFAULT_PRAYER_MINUTES);
  const [notes, setNotes] = useState('');
  const [dateError, setDateError] = useState<string>();
  const [notesError, setNotesError] = useState<string>();
  const logPrayer = useLogPrayer();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = prayerRequest.safeParse({ minutes, notes: notes.trim() || undefined, prayerDate });
    setNotesError(undefined);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'notes') {
        setNotesError(issue.message);
      } else if (issue?.path[0] === 'minutes') {
        // Below 1 gets the spec's message; above the per-entry maximum, the reason.
        toast({
          ...INVALID,
          description: minutes > 0 ? issue.message : 'Please enter a valid number of minutes.',
        });
      } else {
        setDateError(issue?.message);
      }
      return;
    }
    // ISO days compare as strings; the server refuses a future day too, this just says so sooner.
    if (parsed.data.prayerDate > today) {
      setDateError(PRAYER_DATE_IN_FUTURE);
      return;
    }
    setDateError(undefined);
    logPrayer.mutate(parsed.data, {
      onSuccess: (result) => {
        toast({
          title: 'Prayer time logged successfully',
          description: `You've recorded ${result.prayer.minutes} minutes of prayer`,
        });
        setMinutes(DEFAULT_PRAYER_MINUTES);
        setNotes('');
        onLogged?.(result);
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.body?.errors?.prayerDate?.[0] : undefined;
        if (message) setDateError(message);
        toast({
          variant: 'destructive',
          title: 'Failed to log prayer time',
          description: 'Please try again.',
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Clock aria-hidden="true" className="h-5 w-5 text-secondary" />
          Log Prayer Time
        </h2>
        <CardDescription>Record how long you prayed.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Prayer date"
              type="date"
              required
              max={today}
              value={prayerDate}
              error={dateError}
              onChange={(e) => setPrayerDate(e.target.value)}
            />
            <MinutesField value={minutes} onChange={setMinutes} />
          </div>
          <TextAreaField
            label="Notes (optional)"
            rows={3}
            maxLength={MAX_PRAYER_NOTES}
            placeholder="What did you pray about?"
            value={notes}
            error={notesError}
            onChange={(e) => setNotes(e.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            className="w-full sm:w-auto"
            disabled={logPrayer.isPending}
          >
            Log Prayer Time
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
