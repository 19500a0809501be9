import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordRequest, forgotPasswordRequest } from '@shared/password-reset';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PageCard } from '../../components/ui/page-card';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/ui/tabs';
import { TextLink } from '../../components/ui/text-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type AccountKind, useForgotPassword } from './use-forgot-password';

const LOGIN_PATH: Record<AccountKind, string> = { user: '/login', church: '/church-login' };

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<{ kind: AccountKind; message: string } | null>(null);
  const { t } = useTranslation('passwordReset');
  useDocumentTitle(sent ? t('sentTitle') : t('forgotTitle'));
  const mutation = useForgotPassword((kind, message) => setSent({ kind, message }));

  if (sent) {
    return (
      <PageCard title={t('sentTitle')} icon={<MailCheck aria-hidden="true" className="h-6 w-6" />}>
        <div className="space-y-6 text-center">
          <p className="text-sm text-muted">{sent.message}</p>
          <Link href={LOGIN_PATH[sent.kind]} className={buttonClasses('primary', 'md', 'w-full')}>
            {t('returnToLogin')}
          </Link>
        </div>
      </PageCard>
    );
  }

  return (
    <PageCard
      title={t('forgotTitle')}
      description={t('forgotDescription')}
      icon={<KeyRound aria-hidden="true" className="h-6 w-6" />}
      footer={<TextLink href="/login">{t('backToLogin')}</TextLink>}
    >
      <TabsRoot defaultValue="user">
        <TabsList aria-label={t('accountType')}>
          <TabsTrigger value="user">{t('userAccount')}</TabsTrigger>
          <TabsTrigger value="church">{t('churchAccount')}</TabsTrigger>
        </TabsList>
        <TabsContent value="user">
          <EmailForm
            label={t('email')}
            pending={mutation.isPending}
            onSubmit={(email) => mutation.mutate({ kind: 'user', email })}
          />
        </TabsContent>
        <TabsContent value="church">
          <EmailForm
            label={t('churchEmail')}
            pending={mutation.isPending}
            onSubmit={(email) => mutation.mutate({ kind: 'church', email })}
          />
        </TabsContent>
      </TabsRoot>
    </PageCard>
  );
}

interface EmailFormProps {
  label: string;
  pending: boolean;
  onSubmit: (email: string) => void;
}

function EmailForm({ label, pending, onSubmit }: EmailFormProps) {
  const { t } = useTranslation('passwordReset');
  const form = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });
  return (
    <form onSubmit={form.handleSubmit(({ email }) => onSubmit(email))} noValidate className="space-y-4">
      <TextField
        label={label}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
