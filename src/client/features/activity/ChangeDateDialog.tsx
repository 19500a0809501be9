import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { DialogContent, DialogRoot } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { isDate } from '../../lib/dates';
import type { QueueEntry } from '../../lib/sync-queue/types';

interface ChangeDateDialogProps {
  entry: QueueEntry;
  /** The person's today: the latest date they may choose. */
  today: string;
  onChoose: (day: string) => Promise<void>;
}

/** Another date for a refused dated entry: it is sent again for that day (as a new entry, with a new key). */
export function ChangeDateDialog({ entry, today, onChoose }: ChangeDateDialogProps) {
  const { t } = useTranslation(['activity', 'common']);
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(entry.loggedFor ?? today);
  const [busy, setBusy] = useState(false);
  const invalid = !isDate(day) || day > today;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    setBusy(true);
    try {
      await onChoose(day);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('kept.changeDateLabel', { entry: entry.summary.label })}
        onClick={() => setOpen(true)}
      >
        {t('kept.changeDate')}
      </Button>
      <DialogContent
        title={t('kept.changeDateTitle')}
        description={t('kept.changeDateDescription', { entry: entry.summary.label })}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextField
            label={t('kept.dateLabel')}
            type="date"
            required
            max={today}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            error={day > today ? t('kept.dateInFuture') : undefined}
          />
          <Button type="submit" disabled={invalid || busy}>
            {t('kept.send')}
          </Button>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
