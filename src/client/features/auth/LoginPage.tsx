import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequest } from '@shared/auth';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Redirect, useSearch } from 'wouter';
import { PageCard } from '../../components/ui/page-card';
import { TextLink } from '../../components/ui/text-link';
import { loginNext, useAuth, useLogin } from '../../lib/auth';
import { showFormFailure } from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CredentialFields } from './CredentialFields';

export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('userLoginTitle'));
  const { user } = useAuth();
  // Sent here by a page that needs a session (an e-mailed link): back there once signed in.
  const next = loginNext(useSearch());
  const login = useLogin('user', next);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });

  if (user) return <Redirect to={next ?? '/'} replace />;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        showFormFailure(
          error,
          form.setError,
          ['email', 'password'],
          t('loginFailedTitle'),
          t('loginFailedDescription'),
        );
      },
    }),
  );

  return (
    <PageCard
      title={t('userLoginTitle')}
      description={t('userLoginDescription')}
      icon={<LogIn aria-hidden="true" className="h-6 w-6" />}
      footer={
        <>
          <p>
            <Trans t={t} i18nKey="noAccount" components={{ a: <TextLink href="/register" /> }} />
          </p>
          <p>
            <Trans t={t} i18nKey="leadingChurch" components={{ a: <TextLink href="/church-register" /> }} />
          </p>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <CredentialFields form={form} emailLabel={t('email')} pending={login.isPending} />
      </form>
    </PageCard>
  );
}
