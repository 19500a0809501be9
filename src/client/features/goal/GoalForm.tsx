import type { GoalSuggestions, GoalView } from '@shared/goal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { TextField } from '../../components/ui/field';
import { formatCount } from '../../components/ui/stat-card';
import { toast } from '../../components/ui/use-toast';
import { formatDate } from '../../lib/dates';
import { failureToast, showFormFailure } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { type GoalValues, goalResolver, goalValuesOf } from './goal-form';
import { useClearGoal, useGoalSuggestions, useSetGoal } from './use-goal';

const FIELDS = ['targetChapters', 'targetMinutes', 'startDate', 'endDate'] as const;

/** The suggestions as buttons that fill the form: the administrator still reviews and saves. */
function Suggestions({ onPick }: { onPick: (values: GoalValues) => void }) {
  const { t } = useTranslation('goal');
  const { data } = useGoalSuggestions();
  if (!data) return null;
  const figuresOf = (s: GoalSuggestions['suggestions'][number]) =>
    t('form.suggestionFigures', {
      chapters: t('form.suggestionChapters', {
        count: s.targetChapters,
        figure: formatCount(s.targetChapters),
      }),
      minutes: t('form.suggestionMinutes', { count: s.targetMinutes, figure: formatCount(s.targetMinutes) }),
      end: formatDate(s.endDate, 'long'),
    });
  return (
    <section aria-labelledby="goal-suggestions" className="space-y-2">
      <h3 id="goal-suggestions" className="text-sm font-semibold">
        {t('form.suggestions')}
      </h3>
      {/* Two or three suggestions (the pace only once a church has one): the row is shared out between them. */}
      <ul className="grid gap-2 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
        {data.suggestions.map((s) => (
          <li key={s.kind}>
            {/* A choice card rather than a <Button>: its two lines wrap on a narrow screen. */}
            <button
              type="button"
              className="flex h-full w-full flex-col items-start gap-1 rounded-md border border-border bg-surface px-3 py-2 text-left text-sm transition-colors hover:bg-subtle"
              onClick={() => onPick(goalValuesOf(s))}
            >
              <span className="font-semibold">{t(`form.suggestion.${s.kind}`)}</span>
              <span className="text-xs text-muted">{figuresOf(s)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface GoalFormProps {
  goal: GoalView | null;
  /** The dates a new goal starts with: the church's current period to December 31 (the suggestions'). */
  period?: { startDate: string; endDate: string };
}

/** The administrator's goal form: targets and dates, suggestions to start from, clearing the goal. */
export function GoalForm({ goal, period }: GoalFormProps) {
  const { t } = useTranslation(['goal', 'common']);
  const save = useSetGoal();
  const clear = useClearGoal();
  const form = useForm<GoalValues, unknown, Parameters<typeof save.mutate>[0]>({
    resolver: goalResolver,
    defaultValues: goal
      ? goalValuesOf(goal)
      : {
          targetChapters: '',
          targetMinutes: '',
          startDate: period?.startDate ?? '',
          endDate: period?.endDate ?? '',
        },
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(goalValuesOf(saved));
        toast({ title: t('form.savedTitle'), description: t('form.savedDescription') });
      },
      onError: (error) =>
        showFormFailure(error, form.setError, FIELDS, t('form.saveFailed'), t('common:tryAgain')),
    }),
  );
  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        form.reset({
          targetChapters: '',
          targetMinutes: '',
          startDate: period?.startDate ?? '',
          endDate: period?.endDate ?? '',
        });
        toast({ title: t('form.clearedTitle') });
      },
      onError: (error) => failureToast(error, t('form.clearFailed'), t('common:tryAgain')),
    });
  return (
    <div className="space-y-6">
      <Suggestions onPick={(values) => form.reset(values, { keepDefaultValues: true })} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('form.targetChapters')}
            inputMode="numeric"
            hint={t('form.targetHint')}
            {...fieldProps(form, 'targetChapters')}
          />
          <TextField
            label={t('form.targetMinutes')}
            inputMode="numeric"
            hint={t('form.targetHint')}
            {...fieldProps(form, 'targetMinutes')}
          />
          <TextField label={t('form.startDate')} type="date" {...fieldProps(form, 'startDate')} />
          <TextField label={t('form.endDate')} type="date" {...fieldProps(form, 'endDate')} />
        </div>
        <p className="text-sm text-muted">{t('form.replaceNote')}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common:saving') : t('form.save')}
          </Button>
          {goal && (
            <ConfirmDialog
              trigger={
                <Button type="button" variant="outline" disabled={clear.isPending}>
                  {t('form.clear')}
                </Button>
              }
              title={t('form.clearTitle')}
              description={t('form.clearDescription')}
              confirmLabel={t('form.clear')}
              onConfirm={onClear}
            />
          )}
        </div>
      </form>
    </div>
  );
}
