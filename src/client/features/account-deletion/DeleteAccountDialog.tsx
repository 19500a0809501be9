import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordDeletionRequest, passwordDeletionRequest } from '@shared/account-deletion';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DialogContent, DialogRoot } from '../../components/ui/dialog';
import { PasswordField } from '../../components/ui/password-field';
import { serverMessageOf } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { DeletionConsequences } from './DeletionConsequences';
import { DeletionLinkOffer } from './DeletionLinkOffer';
import { useDeleteAccount } from './use-delete-account';

const FIELDS = ['password'] as const;

/**
 * The danger zone's dialog: what happens, the day of final removal, the password typed again, or a link
 * e-mailed instead (decision 033).
 */
export function DeleteAccountDialog({ userId, removalDate }: { userId: number; removalDate: string }) {
  const { t } = useTranslation('accountDeletion');
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteAccount(userId);
  const form = useForm<PasswordDeletionRequest>({
    resolver: zodResolver(passwordDeletionRequest),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    remove.mutate(values, {
      onError: (error) => {
        if (!applyServerErrors(error, form.setError, FIELDS))
          setFailure(serverMessageOf(error) ?? t('failed'));
      },
    });
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      setFailure(null);
    }
  };
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t('deleteAccount')}
      </Button>
      <DialogContent title={t('dialogTitle')} description={t('whatHappens')}>
        <DeletionConsequences removalDate={removalDate} />
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          {failure && <Alert variant="destructive">{failure}</Alert>}
          <PasswordField
            label={t('passwordLabel')}
            purpose="current"
            hint={t('passwordHint')}
            {...fieldProps(form, 'password')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? t('deleting') : t('confirm')}
            </Button>
          </div>
        </form>
        <DeletionLinkOffer />
      </DialogContent>
    </DialogRoot>
  );
}
