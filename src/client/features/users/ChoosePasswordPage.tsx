import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PasswordChangeResponse,
  passwordChangeRequest,
  SAME_PASSWORD_MESSAGE,
} from '@shared/account-security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageCard } from '../../components/ui/page-card';
import { PasswordField } from '../../components/ui/password-field';
import { PageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { ApiError, apiRequest, serverMessageOf } from '../../lib/api';
import { setSignedInUser, useAuth, useLogout } from '../../lib/auth';
import { applyServerErrors } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { confirmPassword, matchesConfirmation } from '../../lib/password-confirmation';
import { useDocumentTitle } from '../../lib/use-document-title';

const chooseForm = passwordChangeRequest
  .extend({ confirmPassword })
  .refine(...matchesConfirmation('newPassword'))
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: SAME_PASSWORD_MESSAGE,
    path: ['newPassword'],
  });
type ChooseForm = z.infer<typeof chooseForm>;
const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * Where a session signed in with a password the church administrator set is sent (the API refuses it
 * everything else): the person proves the temporary password, chooses their own, and goes on to the
 * dashboard. Someone signed in normally may use it too; nobody signed in goes to /login.
 */
export function ChoosePasswordPage() {
  const { t } = useTranslation(['users', 'auth', 'common']);
  useDocumentTitle(t('chooseTitle'));
  const { user, isLoading, mustChoosePassword } = useAuth();
  if (isLoading) return <PageSpinner label={t('auth:checkingSession')} />;
  if (!user && !mustChoosePassword) return <Redirect to="/login" replace />;
  return <ChoosePasswordForm />;
}

function ChoosePasswordForm() {
  const { t } = useTranslation(['users', 'auth', 'common']);
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const logout = useLogout();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChooseForm>({
    resolver: zodResolver(chooseForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const choose = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChooseForm) =>
      apiRequest<PasswordChangeResponse>('PUT', '/api/profile/password', { currentPassword, newPassword }),
    onSuccess: ({ message, user }) => {
      setSignedInUser(client, user);
      toast({ title: t('passwordSaved'), description: message });
      navigate('/', { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return navigate('/login', { replace: true });
      if (!applyServerErrors(error, form.setError, FIELDS)) {
        setFailure(serverMessageOf(error) ?? t('common:somethingWrong'));
      }
    },
  });

  return (
    <PageCard
      title={t('chooseTitle')}
      description={t('chooseDescription')}
      icon={<KeyRound aria-hidden="true" className="h-6 w-6" />}
      footer={
        <Button variant="link" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('logOutInstead')}
        </Button>
      }
    >
      <form
        onSubmit={form.handleSubmit((values) => {
          setFailure(null);
          choose.mutate(values);
        })}
        noValidate
        className="space-y-4"
      >
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <PasswordField
          label={t('temporaryPassword')}
          purpose="current"
          hint={t('temporaryPasswordHint')}
          {...fieldProps(form, 'currentPassword')}
        />
        <PasswordField
          label={t('newPassword')}
          hint={t('newPasswordHint')}
          {...fieldProps(form, 'newPassword')}
        />
        <PasswordField label={t('confirmNewPassword')} {...fieldProps(form, 'confirmPassword')} />
        <Button type="submit" className="w-full" disabled={choose.isPending}>
          {choose.isPending ? t('common:saving') : t('savePassword')}
        </Button>
      </form>
    </PageCard>
  );
}
