import { zodResolver } from '@hookform/resolvers/zod';
import { verifyChurchPasswordRequest } from '@shared/church-admin';
import type { ChurchSummary } from '@shared/users';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageCard } from '../../components/ui/page-card';
import { PasswordField } from '../../components/ui/password-field';
import { TextLink } from '../../components/ui/text-link';
import { ApiError } from '../../lib/api';
import { fieldProps } from '../../lib/form-fields';
import { useVerifyChurchPassword } from './use-admin-status';

/** Admin gate: locked until the church password verifies (the server then unlocks this session). */
export function ChurchPasswordGate({ church }: { church: ChurchSummary }) {
  const { t } = useTranslation('churchAdmin');
  const verify = useVerifyChurchPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ password: string }>({
    resolver: zodResolver(verifyChurchPasswordRequest),
    defaultValues: { password: '' },
  });

  const onSubmit = form.handleSubmit(({ password }) => {
    setFailure(null);
    verify.mutate(password, {
      onSuccess: (result) => {
        if (result.success) return;
        setFailure(t('gate.incorrect'));
        form.setValue('password', '');
        form.setFocus('password');
      },
      onError: (error) => {
        console.error('Church password check failed', error);
        // Too many attempts: the server's own message says how long to wait.
        const extra = error instanceof ApiError && error.status === 429 ? error.serverMessage : undefined;
        setFailure(extra ? t('gate.errorWithReason', { reason: extra }) : t('gate.error'));
      },
    });
  });

  return (
    <PageCard
      title={t('title')}
      description={t('gate.description', { church: church.name })}
      icon={<KeyRound aria-hidden="true" className="h-6 w-6" />}
      footer={<TextLink href="/">{t('returnToDashboard')}</TextLink>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <PasswordField label={t('gate.password')} purpose="current" {...fieldProps(form, 'password')} />
        <Button type="submit" className="w-full" disabled={verify.isPending}>
          {verify.isPending ? t('gate.authenticating') : t('gate.authenticate')}
        </Button>
      </form>
    </PageCard>
  );
}
