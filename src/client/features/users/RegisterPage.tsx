import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginResponse } from '@shared/auth';
import { registerRequest } from '@shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PageCard } from '../../components/ui/page-card';
import { PasswordField } from '../../components/ui/password-field';
import { TextLink } from '../../components/ui/text-link';
import { toast } from '../../components/ui/use-toast';
import { type AdminClaim, adminClaim, forgetAdminClaim } from '../../lib/admin-claim';
import { ApiError, apiRequest } from '../../lib/api';
import { setSignedInUser } from '../../lib/auth';
import { browserTimeZone } from '../../lib/dates';
import { showFormFailure } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChurchSelect } from './ChurchSelect';
import { useChurches } from './use-churches';

type RegisterForm = z.input<typeof registerRequest>;
const FIELDS = ['name', 'email', 'password', 'churchId'] as const;

/** The server refused the church's claim (used, expired): its message, to show while the person signs up as a member. */
function refusedClaim(error: unknown): string | null {
  return (error instanceof ApiError && error.status === 400 && error.body?.errors?.adminClaim?.[0]) || null;
}

/**
 * /register. Coming from church registration (a claim kept in this tab, lib/admin-claim.ts), the account
 * made here is the registering person's own and becomes the church's first administrator (decision 037):
 * the church is chosen and fixed while the claim lasts.
 */
export function RegisterPage() {
  const { t } = useTranslation(['users', 'common']);
  useDocumentTitle(t('registerDocumentTitle'));
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [claim, setClaim] = useState<AdminClaim | null>(() => adminClaim());
  const [claimRefused, setClaimRefused] = useState<string | null>(null);
  // Loaded even while the claim fixes the church: a refused claim brings the choice back, set to that church.
  useChurches();
  const form = useForm<RegisterForm, unknown, z.output<typeof registerRequest>>({
    resolver: zodResolver(registerRequest),
    defaultValues: { name: '', email: '', password: '', churchId: claim ? String(claim.church.id) : 'none' },
  });
  const { errors } = form.formState;
  const register = useMutation({
    mutationFn: (values: z.output<typeof registerRequest>) =>
      apiRequest<LoginResponse>('POST', '/api/users', {
        ...values,
        ...(claim && { churchId: claim.church.id, adminClaim: claim.claim }),
        timeZone: browserTimeZone(),
      }),
    onSuccess: ({ user }) => {
      forgetAdminClaim();
      setSignedInUser(client, user);
      toast({ title: t('registeredTitle'), description: t('registeredDescription') });
      navigate('/');
    },
    onError: (error) => {
      const refused = refusedClaim(error);
      if (refused) {
        // The claim is spent: the person may still sign up, as a member of the church it named.
        forgetAdminClaim();
        setClaim(null);
        setClaimRefused(refused);
      }
      showFormFailure(error, form.setError, FIELDS, t('registerFailed'), t('common:tryAgainNoStop'));
    },
  });

  return (
    <PageCard
      title={t('registerTitle')}
      description={claim ? t('claimDescription', { church: claim.church.name }) : t('registerDescription')}
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
        {claimRefused && <Alert variant="destructive">{claimRefused}</Alert>}
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
        {claim ? (
          <TextField label={t('church')} value={claim.church.name} readOnly hint={t('claimChurchHint')} />
        ) : (
          <ChurchSelect
            label={t('churchOptional')}
            hint={t('churchLaterHint')}
            {...fieldProps(form, 'churchId')}
          />
        )}
        <Button type="submit" className="w-full" disabled={register.isPending}>
          {register.isPending ? t('creatingAccount') : t('createAccount')}
        </Button>
      </form>
    </PageCard>
  );
}
