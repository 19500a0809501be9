import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_PRAYER_REQUEST, prayerRequestCreate } from '@shared/prayer-requests';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/use-toast';
import { showFormFailure } from '../../lib/form-errors';
import { useKeptToast } from '../../lib/sync-queue/hooks';
import { useAddPrayerRequest } from './use-prayer-requests';

type AddForm = z.input<typeof prayerRequestCreate>;

export function AddPrayerRequestForm() {
  const { t } = useTranslation('prayerRequests');
  const add = useAddPrayerRequest();
  const keptToast = useKeptToast();
  const form = useForm<AddForm, unknown, z.output<typeof prayerRequestCreate>>({
    resolver: zodResolver(prayerRequestCreate),
    defaultValues: { request: '' },
  });
  const onSubmit = form.handleSubmit(({ request }) =>
    add.mutate(request, {
      onSuccess: ({ sent, kept }) => {
        form.reset();
        if (sent) toast({ title: t('added') });
        else keptToast(kept);
      },
      onError: (error) => {
        showFormFailure(error, form.setError, ['request'], t('addFailedTitle'), t('addFailedDescription'));
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex items-start gap-2">
      <TextField
        label={t('newLabel')}
        placeholder={t('newPlaceholder')}
        maxLength={MAX_PRAYER_REQUEST}
        autoComplete="off"
        error={form.formState.errors.request?.message}
        className="min-w-0 flex-1"
        {...form.register('request')}
      />
      <Button type="submit" className="mt-7 shrink-0" disabled={add.isPending}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t('add')}
      </Button>
    </form>
  );
}
