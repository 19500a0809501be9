import { zodResolver } from '@hookform/resolvers/zod';
import { type ReminderSettings, reminderSettings } from '@shared/reminders';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { SwitchField } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { weekdayName } from '../../lib/dates';
import { showFormFailure } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { useReminderTexts } from './texts';
import { useSaveReminders } from './use-reminders';
import { WeekdayToggles } from './WeekdayToggles';

type Form = z.input<typeof reminderSettings>;
/** The fields a 400's `errors` may name (dot paths, as the server writes them). */
const FIELDS = ['daily.time', 'daily.days', 'behind.time', 'weekly.day', 'weekly.time'] as const;
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

interface Props {
  settings: ReminderSettings;
  /** Whether any of the person's devices receives pushes: a push reminder needs one. */
  hasDevice: boolean;
}

/** The three reminders, each off until the person turns it on; saved together with one PUT. */
export function RemindersForm({ settings, hasDevice }: Props) {
  const { t } = useReminderTexts();
  const save = useSaveReminders();
  const form = useForm<Form, unknown, ReminderSettings>({
    resolver: zodResolver(reminderSettings),
    // Newer settings from the server (another tab saved, a refetch) replace what the person has not
    // changed here; their own edits stay.
    values: settings,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ daily: saved.daily, behind: saved.behind, weekly: saved.weekly });
        toast({ title: t('settings.savedTitle'), description: t('settings.savedDescription') });
      },
      onError: (error) =>
        showFormFailure(error, form.setError, FIELDS, t('settings.saveFailed'), t('common:tryAgain')),
    }),
  );
  const channels = { control: form.control, hasDevice };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Section legend={t('settings.daily')} description={t('settings.dailyDescription')}>
        <Channels {...channels} email="daily.email" push="daily.push" />
        <TextField
          type="time"
          label={t('settings.time')}
          className="sm:w-40"
          {...fieldProps(form, 'daily.time')}
        />
        <Controller
          control={form.control}
          name="daily.days"
          render={({ field }) => (
            <WeekdayToggles
              legend={t('settings.days')}
              hint={t('settings.daysHint')}
              value={field.value}
              onChange={field.onChange}
              error={errors.daily?.days?.message}
            />
          )}
        />
      </Section>
      <Section legend={t('settings.behind')} description={t('settings.behindDescription')}>
        <Channels {...channels} email="behind.email" push="behind.push" />
        <TextField
          type="time"
          label={t('settings.time')}
          className="sm:w-40"
          {...fieldProps(form, 'behind.time')}
        />
      </Section>
      <Section legend={t('settings.weekly')} description={t('settings.weeklyDescription')}>
        <Channels {...channels} email="weekly.email" />
        <div className="grid gap-4 sm:grid-cols-[14rem_10rem]">
          <Controller
            control={form.control}
            name="weekly.day"
            render={({ field }) => (
              <SelectField
                label={t('settings.weeklyDay')}
                error={errors.weekly?.day?.message}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={String(field.value)}
                onChange={(event) => field.onChange(Number(event.target.value))}
              >
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {weekdayName(day)}
                  </option>
                ))}
              </SelectField>
            )}
          />
          <TextField type="time" label={t('settings.time')} {...fieldProps(form, 'weekly.time')} />
        </div>
      </Section>
      <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
        {save.isPending ? t('common:saving') : t('settings.save')}
      </Button>
    </form>
  );
}

/** One reminder: a fieldset, so that "Time" and "By e-mail" are named with the reminder they belong to. */
function Section({
  legend,
  description,
  children,
}: {
  legend: string;
  description: string;
  children: ReactNode;
}) {
  return (
    // The rule between reminders is the wrapper's: a fieldset's own border would run through its legend.
    <div className="border-t border-border pt-5 first:border-t-0 first:pt-0">
      <fieldset>
        <legend className="text-base font-semibold">{legend}</legend>
        <div className="mt-1 space-y-4">
          <p className="text-sm text-muted">{description}</p>
          {children}
        </div>
      </fieldset>
    </div>
  );
}

type SwitchName = Extract<FieldPath<Form>, `${string}.email` | `${string}.push`>;

/** The e-mail switch and, where the reminder has one, the push switch. */
function Channels({
  control,
  hasDevice,
  email,
  push,
}: {
  control: Control<Form, unknown, ReminderSettings>;
  hasDevice: boolean;
  email: SwitchName;
  push?: SwitchName;
}) {
  const { t } = useReminderTexts();
  return (
    <div className="space-y-3">
      <Controller
        control={control}
        name={email}
        render={({ field }) => (
          <SwitchField label={t('settings.byEmail')} checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      {push && (
        <Controller
          control={control}
          name={push}
          render={({ field }) => (
            <SwitchField
              label={t('settings.byPush')}
              // Without a device nothing could be shown; one already on can still be turned off.
              disabled={!hasDevice && !field.value}
              description={hasDevice ? undefined : t('settings.pushNeedsDevice')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      )}
    </div>
  );
}
