import { zodResolver } from '@hookform/resolvers/zod';
import { type ChurchPasswordChangeRequest, churchPasswordChangeRequest } from '@shared/church-admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../components/ui/use-toast';
import { serverMessageOf } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { ConfirmationCode } from '../ConfirmationCode';
import { useChangeChurchPassword } from './use-settings';

const FIELDS = ['currentPassword', 'newPassword', 'confirmationCode'] as const;

/**
 * Administrator only: the password of the church login and of the admin gate, confirmed with the code
 * e-mailed to the acting account (decision 037).
 */
export function ChurchPasswordCard() {
  const { t } = useTranslation(['churchAdmin', 'common', 'users']);
  const change = useChangeChurchPassword();
  // A changed password needs a new code next time: the code's piece starts again after each change.
  const [round, setRound] = useState(0);
  const form = useForm<ChurchPasswordChangeRequest>({
    resolver: zodResolver(churchPasswordChangeRequest),
    defaultValues: { currentPassword: '', newPassword: '', confirmationCode: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset();
        setRound((n) => n + 1);
        toast({ title: message, description: t('settings.passwordChangedDescription') });
      },
      onError: (error) => {
        const onField = applyServerErrors(error, form.setError, FIELDS);
        toast({
          variant: 'destructive',
          title: t('settings.passwordFailed'),
          description: onField ? t('settings.checkField') : (serverMessageOf(error) ?? t('common:tryAgain')),
        });
      },
    }),
  );
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{t('settings.passwordTitle')}</h2>
        <CardDescription>{t('settings.passwordDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <PasswordField
            label={t('settings.currentPassword')}
            purpose="current"
            {...fieldProps(form, 'currentPassword')}
          />
          <PasswordField
            label={t('settings.newPassword')}
            hint={t('users:passwordHint')}
            {...fieldProps(form, 'newPassword')}
          />
          <ConfirmationCode key={round} purpose="church-password" {...fieldProps(form, 'confirmationCode')} />
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('settings.changing') : t('settings.changePassword')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
