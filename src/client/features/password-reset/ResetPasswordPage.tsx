import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordRequest } from '@shared/password-reset';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageCard } from '../../components/ui/page-card';
import { PasswordField } from '../../components/ui/password-field';
import { TextLink } from '../../components/ui/text-link';
import { toast } from '../../components/ui/use-toast';
import { ApiError, apiRequest } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { confirmPassword, matchesConfirmation } from '../../lib/password-confirmation';
import { useDocumentTitle } from '../../lib/use-document-title';

const resetForm = resetPasswordRequest
  .pick({ password: true })
  .extend({ confirmPassword })
  .refine(...matchesConfirmation('password'));
type ResetForm = z.infer<typeof resetForm>;

export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const { t } = useTranslation(['passwordReset', 'common', 'users']);
  useDocumentTitle(token ? t('resetTitle') : t('invalidTitle'));
  if (!token) {
    return (
      <PageCard title={t('invalidTitle')} icon={<LinkIcon aria-hidden="true" className="h-6 w-6" />}>
        <div className="space-y-4 text-center text-sm">
          <p className="text-muted">{t('invalidPage')}</p>
          <TextLink href="/forgot-password">{t('requestNew')}</TextLink>
        </div>
      </PageCard>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['passwordReset', 'common', 'users']);
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: (password: string) =>
      apiRequest<{ message: string }>('POST', '/api/reset-password', { token, password }),
    onSuccess: ({ message }) => {
      toast({ title: t('resetToastTitle'), description: message });
      navigate('/login');
    },
    onError: (error) => {
      const onField = applyServerErrors(error, form.setError, ['password']);
      const tokenProblem = error instanceof ApiError && Boolean(error.body?.errors?.token);
      if (!onField || tokenProblem) {
        setFailure(
          error instanceof ApiError && error.serverMessage ? error.serverMessage : t('common:tryAgain'),
        );
      }
    },
  });

  return (
    <PageCard
      title={t('resetTitle')}
      description={t('resetDescription')}
      icon={<KeyRound aria-hidden="true" className="h-6 w-6" />}
      footer={<TextLink href="/login">{t('backToLogin')}</TextLink>}
    >
      <form
        onSubmit={form.handleSubmit(({ password }) => {
          setFailure(null);
          reset.mutate(password);
        })}
        noValidate
        className="space-y-4"
      >
        {failure && (
          <Alert variant="destructive">
            <p>{failure}</p>
            <p className="mt-2">
              <TextLink href="/forgot-password">{t('requestNew')}</TextLink>
            </p>
          </Alert>
        )}
        <PasswordField
          label={t('newPassword')}
          hint={t('users:passwordHint')}
          {...fieldProps(form, 'password')}
        />
        <PasswordField label={t('confirmPassword')} {...fieldProps(form, 'confirmPassword')} />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('resetting') : t('reset')}
        </Button>
      </form>
    </PageCard>
  );
}
