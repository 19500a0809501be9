import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequest } from '@shared/auth';
import { Church } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { PageCard } from '../../components/ui/page-card';
import { TextLink } from '../../components/ui/text-link';
import { serverMessageOf } from '../../lib/api';
import { useLogin } from '../../lib/auth';
import { applyServerErrors } from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CredentialFields } from './CredentialFields';

export function ChurchLoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('churchLoginTitle'));
  const login = useLogin('church');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    login.mutate(values, {
      onError: (error) => {
        // On this page a failure is logged, and shown next to the form rather than as a toast.
        console.error('Church login failed:', error);
        applyServerErrors(error, form.setError, ['email', 'password']);
        setFailure(serverMessageOf(error) ?? t('churchLoginFailed'));
      },
    });
  });

  return (
    <PageCard
      title={t('churchLoginTitle')}
      description={t('churchLoginDescription')}
      icon={<Church aria-hidden="true" className="h-6 w-6" />}
      footer={
        <div className="flex w-full flex-wrap justify-between gap-2">
          <TextLink href="/church-register">{t('registerChurch')}</TextLink>
          <TextLink href="/login">{t('userLogin')}</TextLink>
        </div>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <CredentialFields form={form} emailLabel={t('churchEmail')} pending={login.isPending} />
      </form>
    </PageCard>
  );
}
