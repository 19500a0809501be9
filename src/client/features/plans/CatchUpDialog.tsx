import type { Enrollment } from '@shared/plans/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { DialogContent, DialogRoot } from '../../components/ui/dialog';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { planNameText } from './plan-status';
import { useCatchUp } from './use-plans';

type Mode = 'spread' | 'extend';

/**
 * "Catch me up": the two ways, each with the daily load and end date it gives, chosen before anything
 * changes; the plan's card offers the undo afterwards.
 */
export function CatchUpDialog({ plan }: { plan: Enrollment }) {
  const { t } = useTranslation(['plans', 'common']);
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>(plan.catchUp?.spread ? 'spread' : 'extend');
  const catchUp = useCatchUp();
  const options = plan.catchUp;
  if (!options) return null;

  const choices = (['spread', 'extend'] as const).flatMap((m) => {
    const outcome = options[m];
    return outcome ? [{ mode: m, outcome }] : [];
  });
  const confirm = () =>
    catchUp.mutate(
      { id: plan.id, mode },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: t('catchUp.done') });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('catchUp.failed'),
            description: serverMessageOf(error) ?? t('common:tryAgain'),
          }),
      },
    );

  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('catchUp.open')}
      </Button>
      <DialogContent
        title={t('catchUp.title', { name: planNameText(t, plan) })}
        description={t('catchUp.description')}
      >
        <fieldset className="space-y-3">
          <legend className="sr-only">{t('catchUp.legend')}</legend>
          {choices.map(({ mode: m, outcome }) => (
            <label
              key={m}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name="catch-up-mode"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
                className="mt-1 h-4 w-4 accent-[var(--color-primary)]"
              />
              <span className="space-y-1">
                <span className="block text-sm font-semibold">{t(`catchUp.${m}.title`)}</span>
                <span className="block text-sm text-muted">
                  {t(`catchUp.${m}.outcome`, {
                    count: outcome.perDay,
                    end: formatDate(outcome.endDate, 'long'),
                  })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('common:cancel')}
          </Button>
          <Button onClick={confirm} disabled={catchUp.isPending}>
            {t('catchUp.confirm')}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
