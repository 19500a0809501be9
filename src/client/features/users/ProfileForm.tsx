import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateRequest, type User } from '@shared/users';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox';
import { SelectField, TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/use-toast';
import { showFormFailure } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { ChurchSelect } from './ChurchSelect';
import { timeZoneOptions } from './time-zones';
import { useUpdateProfile } from './use-update-profile';

type ProfileForm = z.input<typeof profileUpdateRequest>;
const FIELDS = [
  'name',
  'email',
  'churchId',
  'shareNameWithChurch',
  'hideFromBoards',
  'timeZone',
  'restDay',
] as const;

export function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const update = useUpdateProfile();
  const zones = useMemo(() => timeZoneOptions(user.timeZone), [user.timeZone]);
  const form = useForm<ProfileForm, unknown, z.output<typeof profileUpdateRequest>>({
    resolver: zodResolver(profileUpdateRequest),
    defaultValues: {
      name: user.name,
      email: user.email,
      churchId: user.churchId === null ? 'none' : String(user.churchId),
      shareNameWithChurch: user.shareNameWithChurch,
      timeZone: user.timeZone,
      restDay: user.restDay,
      hideFromBoards: user.hideFromBoards,
    },
  });
  const { errors } = form.formState;
  // Selects are controlled: their options arrive after mount (the church list), and the value must survive that.
  // The Edit button that opened the form is gone: move focus to the first field instead of the page top.
  useEffect(() => form.setFocus('name'), [form.setFocus]);
  const churchId = useWatch({ control: form.control, name: 'churchId' });
  const inChurch = churchId !== 'none' && churchId !== '' && churchId != null;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ title: t('profileUpdatedTitle'), description: t('profileUpdatedDescription') });
        onDone();
      },
      onError: (error) => {
        showFormFailure(error, form.setError, FIELDS, t('profileFailed'), t('common:tryAgain'));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={t('common:name')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField label={t('common:email')} type="email" autoComplete="email" {...fieldProps(form, 'email')} />
      <Controller
        control={form.control}
        name="churchId"
        render={({ field }) => (
          <ChurchSelect
            label={t('church')}
            error={errors.churchId?.message}
            {...field}
            value={String(field.value)}
          />
        )}
      />
      {inChurch && (
        <Controller
          control={form.control}
          name="shareNameWithChurch"
          render={({ field }) => (
            <CheckboxField
              label={t('shareName')}
              description={t('shareNameDescription')}
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
            />
          )}
        />
      )}
      {inChurch && (
        <Controller
          control={form.control}
          name="hideFromBoards"
          render={({ field }) => (
            <CheckboxField
              label={t('hideFromBoardsLabel')}
              description={t('hideFromBoardsDescription')}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="timeZone"
        render={({ field }) => (
          <SelectField
            label={t('timeZone')}
            hint={t('timeZoneHint')}
            error={errors.timeZone?.message}
            {...field}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </SelectField>
        )}
      />
      <Controller
        control={form.control}
        name="restDay"
        render={({ field }) => (
          <CheckboxField
            label={t('restDayLabel')}
            description={t('restDayDescription')}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('common:saving') : t('saveChanges')}
        </Button>
      </div>
    </form>
  );
}
