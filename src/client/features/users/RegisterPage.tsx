import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginResponse } from '@shared/auth';
import { registerRequest } from '@shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PageCard } from '../../components/ui/page-card';
import { PasswordField } from '../../components/ui/password-field';
import { TextLink } from '../../components/ui/text-link';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { setSignedInUser } from '../../lib/auth';
import { showFormFailure } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChurchSelect } from './ChurchSelect';

type RegisterForm = z.input<typeof registerRequest>;
const FIELDS = ['name', 'email', 'password', 'churchId'] as const;

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function RegisterPage() {
  const { t } = useTranslation(['users', 'common']);
  useDocumentTitle(t('registerDocumentTitle'));
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm<RegisterForm, unknown, z.output<typeof registerRequest>>({
    resolver: zodResolver(registerRequest),
    defaultValues: { name: '', email: '', password: '', churchId: 'none' },
  });
  const { errors } = form.formState;
  const register = useMutation({
    mutationFn: (values: z.output<typeof registerRequest>) =>
      apiRequest<LoginResponse>('POST', '/api/users', { ...values, timeZone: browserTimeZone() }),
    onSuccess: ({ user }) => {
      setSignedInUser(client, user);
      toast({ title: t('registeredTitle'), description: t('registeredDescription') });
      navigate('/');
    },
    onError: (error) => {
      showFormFailure(error, form.setError, FIELDS, t('registerFailed'), t('common:tryAgainNoStop'));
    },
  });

  return (
    <PageCard
      title={t('registerTitle')}
      description={t('registerDescription')}
      icon={<UserPlus aria-hidden="true" className="h-6 w-6" />}
      footer={
        <>
          <p>
            <Trans t={t} i18nKey="haveAccount" components={{ a: <TextLink href="/login" /> }} />
          </p>
          <p>
            <Trans
              t={t}
              i18nKey="registeringCongregation"
              components={{ a: <TextLink href="/church-register" /> }}
            />
          </p>
        </>
      }
    >
      <form
        onSubmit={form.handleSubmit((values) => register.mutate(values))}
        noValidate
        className="space-y-4"
      >
        <TextField
          label={t('common:name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('common:email')}
          type="email"
          autoComplete="email"
          {...fieldProps(form, 'email')}
        />
        <PasswordField
          label={t('common:password')}
          hint={t('passwordHint')}
          {...fieldProps(form, 'password')}
        />
        <ChurchSelect
          label={t('churchOptional')}
          hint={t('churchLaterHint')}
          {...fieldProps(form, 'churchId')}
        />
        <Button type="submit" className="w-full" disabled={register.isPending}>
          {register.isPending ? t('creatingAccount') : t('createAccount')}
        </Button>
      </form>
    </PageCard>
  );
}
