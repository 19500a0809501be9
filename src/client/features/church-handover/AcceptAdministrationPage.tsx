import { zodResolver } from '@hookform/resolvers/zod';
import { type HandoverAcceptRequest, handoverAcceptRequest } from '@shared/church-handover';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageCard } from '../../components/ui/page-card';
import { PasswordField } from '../../components/ui/password-field';
import { PageSpinner } from '../../components/ui/spinner';
import { serverMessageOf } from '../../lib/api';
import { loginComingBack, useAuth } from '../../lib/auth';
import { applyServerErrors } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAcceptHandover } from './use-handover';

const icon = <ShieldCheck aria-hidden="true" className="h-6 w-6" />;

/**
 * /accept-administration?token=…, the link of the hand-over e-mail: the member it names accepts, signed
 * in (a visitor is sent to log in and comes back here), and then reaches Church Admin.
 */
export function AcceptAdministrationPage() {
  const search = useSearch();
  const token = new URLSearchParams(search).get('token');
  const { t } = useTranslation(['churchHandover', 'app', 'common', 'users']);
  const { user, isLoading } = useAuth();
  const accept = useAcceptHandover();
  const form = useForm<HandoverAcceptRequest>({
    resolver: zodResolver(handoverAcceptRequest),
    values: { token: token ?? '', churchPassword: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    accept.mutate(values, {
      onError: (error) => applyServerErrors(error, form.setError, ['churchPassword']),
    }),
  );
  useDocumentTitle(accept.isSuccess ? t('acceptedTitle') : t('acceptTitle'));

  if (!token) {
    return (
      <PageCard title={t('acceptTitle')} icon={icon}>
        <p className="text-center text-sm text-muted">{t('noToken')}</p>
      </PageCard>
    );
  }
  if (isLoading) return <PageSpinner label={t('app:checkingSession')} />;
  if (!user) {
    return (
      <PageCard title={t('acceptTitle')} description={t('acceptDescription')} icon={icon}>
        <div className="space-y-4 text-center text-sm">
          <p>{t('signInFirst')}</p>
          <Link href={loginComingBack('/accept-administration', search)} className={buttonClasses('primary')}>
            {t('app:menus.logIn')}
          </Link>
        </div>
      </PageCard>
    );
  }
  if (accept.isSuccess) {
    return (
      <PageCard title={t('acceptedTitle')} description={accept.data.message} icon={icon}>
        <div className="space-y-4 text-center text-sm">
          <p>{t('passwordAdvice')}</p>
          <Link href="/church-admin" className={buttonClasses('primary')}>
            {t('openChurchAdmin')}
          </Link>
        </div>
      </PageCard>
    );
  }
  return (
    <PageCard title={t('acceptTitle')} description={t('acceptDescription')} icon={icon}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {accept.isError && (
          <Alert variant="destructive">{serverMessageOf(accept.error) ?? t('common:tryAgain')}</Alert>
        )}
        <PasswordField
          label={t('churchPasswordLabel')}
          hint={`${t('churchPasswordHint')} ${t('users:passwordHint')}`}
          {...fieldProps(form, 'churchPassword')}
        />
        <Button type="submit" className="w-full" disabled={accept.isPending}>
          {accept.isPending ? t('accepting') : t('accept')}
        </Button>
      </form>
    </PageCard>
  );
}
