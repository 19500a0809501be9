import type { PublicPageSettings } from '@shared/public-page';
import { ExternalLink, Globe } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { serverMessageOf } from '../../../lib/api';
import { showFormFailure } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { usePublicPageSettings, useUpdatePublicPage } from './use-settings';

interface PublicPageValues {
  slug: string;
}
const FIELDS = ['slug'] as const;

function PublicPageForm({ settings }: { settings: PublicPageSettings }) {
  const { t } = useTranslation(['goal', 'common']);
  const update = useUpdatePublicPage();
  const [enabled, setEnabled] = useState(settings.enabled);
  // The rules are the server's (one place, the same words): the form sends what was typed.
  const form = useForm<PublicPageValues>({ defaultValues: { slug: settings.slug ?? '' } });
  const onSubmit = form.handleSubmit(({ slug }) =>
    update.mutate(
      { enabled, slug: slug.trim() === '' ? null : slug },
      {
        onSuccess: (saved) => {
          form.reset({ slug: saved.slug ?? '' });
          setEnabled(saved.enabled);
          toast({ title: t(saved.enabled ? 'publicPage.savedOn' : 'publicPage.savedOff') });
        },
        onError: (error) =>
          showFormFailure(error, form.setError, FIELDS, t('publicPage.saveFailed'), t('common:tryAgain')),
      },
    ),
  );
  const path = settings.enabled && settings.slug ? `/c/${settings.slug}` : null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('publicPage.slugLabel')}
        hint={t('publicPage.slugHint')}
        autoCapitalize="none"
        spellCheck={false}
        {...fieldProps(form, 'slug')}
      />
      <CheckboxField label={t('publicPage.enabledLabel')} checked={enabled} onCheckedChange={setEnabled} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('publicPage.saving') : t('publicPage.save')}
        </Button>
        {path && (
          <a
            href={path}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline underline-offset-4"
          >
            {t('publicPage.openPage')}
            <span className="break-all text-muted">({window.location.origin + path})</span>
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
        )}
      </div>
    </form>
  );
}

/** Administrator only: the church's public challenge page, its address and its switch (decision 024). */
export function PublicPageCard() {
  const { t } = useTranslation(['goal', 'common']);
  const settings = usePublicPageSettings();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Globe aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('publicPage.settingsTitle')}
        </h2>
        <CardDescription>{t('publicPage.settingsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <Alert variant="destructive">
            {t('publicPage.loadFailed', { reason: serverMessageOf(settings.error) ?? t('common:tryAgain') })}
          </Alert>
        ) : !settings.data ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <PublicPageForm settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
