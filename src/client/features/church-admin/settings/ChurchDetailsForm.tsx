import { zodResolver } from '@hookform/resolvers/zod';
import { type ChurchSettings, churchSettingsUpdate } from '@shared/church-admin';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { serverMessageOf } from '../../../lib/api';
import { showFormFailure } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useChurchSettings, useUpdateChurchSettings } from './use-settings';

type DetailsValues = z.input<typeof churchSettingsUpdate>;
const FIELDS = ['name', 'city', 'state', 'logoUrl'] as const;

function DetailsForm({ settings }: { settings: ChurchSettings }) {
  const { t } = useTranslation(['churchAdmin', 'churches', 'common']);
  const update = useUpdateChurchSettings();
  const form = useForm<DetailsValues, unknown, z.output<typeof churchSettingsUpdate>>({
    resolver: zodResolver(churchSettingsUpdate),
    defaultValues: {
      name: settings.name,
      city: settings.city,
      state: settings.state,
      logoUrl: settings.logoUrl ?? '',
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ name: saved.name, city: saved.city, state: saved.state, logoUrl: saved.logoUrl ?? '' });
        toast({ title: t('settings.savedTitle'), description: t('settings.savedDescription') });
      },
      onError: (error) => {
        showFormFailure(error, form.setError, FIELDS, t('settings.saveFailed'), t('common:tryAgain'));
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={t('churches:churchName')} autoComplete="organization" {...fieldProps(form, 'name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('churches:city')} autoComplete="address-level2" {...fieldProps(form, 'city')} />
        <TextField label={t('churches:state')} autoComplete="address-level1" {...fieldProps(form, 'state')} />
      </div>
      <TextField
        label={t('churches:logo')}
        type="url"
        placeholder={t('settings.logoPlaceholder')}
        {...fieldProps(form, 'logoUrl')}
      />
      {/* Administrators only: the church's sign-in address is not shown to other members (decision 037). */}
      {settings.email !== null && (
        <p className="text-sm text-muted">{t('settings.churchEmail', { email: settings.email })}</p>
      )}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t('common:saving') : t('settings.saveChanges')}
      </Button>
    </form>
  );
}

/** The church's name, place and logo. */
export function ChurchDetailsCard() {
  const { t } = useTranslation(['churchAdmin', 'churches', 'common']);
  const settings = useChurchSettings();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{t('settings.detailsTitle')}</h2>
        <CardDescription>{t('settings.detailsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <Alert variant="destructive">
            {t('settings.loadFailed', { reason: serverMessageOf(settings.error) ?? t('common:tryAgain') })}
          </Alert>
        ) : !settings.data ? (
          <div className="space-y-3">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
            <span className="sr-only">{t('settings.loading')}</span>
          </div>
        ) : (
          <DetailsForm settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
