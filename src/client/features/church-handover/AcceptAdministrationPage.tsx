import { zodResolver } from '@hookform/resolvers/zod';
import {
  type HandoverAcceptRequest,
  handoverAcceptRequest,
  handoverEmailCodeRequest,
} from '@shared/church-handover';
import type { ConfirmationCodeSent } from '@shared/confirmations';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { OneTimeCode } from '../../components/ui/one-time-code';
import { PageCard } from '../../components/ui/page-card';
import { PasswordField } from '../../components/ui/password-field';
import { PageSpinner } from '../../components/ui/spinner';
import { serverMessageOf } from '../../lib/api';
import { loginComingBack, useAuth } from '../../lib/auth';
import { applyServerErrors } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAcceptHandover, useSendChurchEmailCode } from './use-handover';

const icon = <ShieldCheck aria-hidden="true" className="h-6 w-6" />;
const FIELDS = ['churchEmail', 'emailCode', 'churchPassword'] as const;

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
      <AcceptForm token={token} accept={accept} />
    </PageCard>
  );
}

/**
 * The church's credentials move to the new side (decision 037): the address they choose for the church,
 * proven by a code mailed to it, and a new church password.
 */
function AcceptForm({ token, accept }: { token: string; accept: ReturnType<typeof useAcceptHandover> }) {
  const { t } = useTranslation(['churchHandover', 'common', 'users']);
  const sendCode = useSendChurchEmailCode();
  // The code proves one address: typing another asks for a new code.
  const [sent, setSent] = useState<(ConfirmationCodeSent & { to: string }) | null>(null);
  const form = useForm<HandoverAcceptRequest>({
    resolver: zodResolver(handoverAcceptRequest),
    defaultValues: { token, churchEmail: '', emailCode: '', churchPassword: '' },
  });
  const churchEmail = form.watch('churchEmail');
  const sentForThis = sent && sent.to === churchEmail.trim().toLowerCase() ? sent : null;

  const onSend = async () => {
    const parsed = handoverEmailCodeRequest.safeParse({ token, churchEmail });
    if (!parsed.success) {
      await form.trigger('churchEmail');
      return;
    }
    form.clearErrors(['churchEmail', 'emailCode']);
    sendCode.mutate(parsed.data, {
      onSuccess: (answer) => setSent({ ...answer, to: parsed.data.churchEmail.toLowerCase() }),
      onError: (error) => applyServerErrors(error, form.setError, ['churchEmail']),
    });
  };
  const onSubmit = form.handleSubmit((values) =>
    accept.mutate(values, {
      onError: (error) => applyServerErrors(error, form.setError, FIELDS),
    }),
  );
  const sendFailed = sendCode.isError && !form.formState.errors.churchEmail;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {accept.isError && (
        <Alert variant="destructive">{serverMessageOf(accept.error) ?? t('common:tryAgain')}</Alert>
      )}
      <TextField
        label={t('churchEmailLabel')}
        hint={t('churchEmailHint')}
        type="email"
        autoComplete="email"
        {...fieldProps(form, 'churchEmail')}
      />
      <OneTimeCode
        texts={{
          send: t('sendEmailCode'),
          sending: t('sendingEmailCode'),
          resend: t('resendEmailCode'),
          label: t('emailCodeLabel'),
          hint: t('emailCodeHint'),
        }}
        sentMessage={sentForThis?.message ?? null}
        sending={sendCode.isPending}
        sendError={
          sendFailed
            ? t('emailCodeFailed', { reason: serverMessageOf(sendCode.error) ?? t('common:tryAgain') })
            : undefined
        }
        onSend={() => void onSend()}
        field={fieldProps(form, 'emailCode')}
      />
      <PasswordField
        label={t('churchPasswordLabel')}
        hint={`${t('churchPasswordHint')} ${t('users:passwordHint')}`}
        {...fieldProps(form, 'churchPassword')}
      />
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? t('accepting') : t('accept')}
      </Button>
    </form>
  );
}
