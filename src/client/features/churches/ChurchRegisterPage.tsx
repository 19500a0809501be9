import { zodResolver } from '@hookform/resolvers/zod';
import { type ChurchRegisterResponse, churchRegisterRequest } from '@shared/churches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Church } from 'lucide-react';
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
import { keepAdminClaim } from '../../lib/admin-claim';
import { apiRequest } from '../../lib/api';
import { browserTimeZone } from '../../lib/dates';
import { showFormFailure } from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { churchesQuery } from './queries';

type ChurchForm = z.input<typeof churchRegisterRequest>;
const FIELDS = ['name', 'city', 'state', 'email', 'password', 'logo'] as const;

export function ChurchRegisterPage() {
  const { t } = useTranslation(['churches', 'common', 'users']);
  useDocumentTitle(t('documentTitle'));
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm<ChurchForm, unknown, z.output<typeof churchRegisterRequest>>({
    resolver: zodResolver(churchRegisterRequest),
    defaultValues: { name: '', city: '', state: '', email: '', password: '', logo: '' },
  });
  const { errors } = form.formState;
  const registerChurch = useMutation({
    // The church's days (its goal, its weeks) turn at midnight where it is: the registering browser's zone.
    mutationFn: (values: z.output<typeof churchRegisterRequest>) =>
      apiRequest<ChurchRegisterResponse>('POST', '/api/churches', { ...values, timeZone: browserTimeZone() }),
    onSuccess: ({ church, adminClaim, adminClaimExpiresAt }) => {
      // The new church must appear in the registration form's church list right away.
      void client.invalidateQueries({ queryKey: churchesQuery.queryKey });
      // The person's own account, made next at /register, becomes the first administrator (decision 037).
      keepAdminClaim({
        claim: adminClaim,
        expiresAt: adminClaimExpiresAt,
        church: { id: church.id, name: church.name },
      });
      toast({ title: t('registered'), description: t('registeredDescription', { church: church.name }) });
      navigate('/register');
    },
    onError: (error) => {
      showFormFailure(error, form.setError, FIELDS, t('registerFailed'), t('churchRegisterFailed'));
    },
  });
  const field = (name: (typeof FIELDS)[number]) => ({ error: errors[name]?.message, ...form.register(name) });

  return (
    <PageCard
      width="lg"
      title={t('title')}
      description={t('description')}
      icon={<Church aria-hidden="true" className="h-6 w-6" />}
      footer={
        <p>
          <Trans t={t} i18nKey="alreadyRegistered" components={{ a: <TextLink href="/church-login" /> }} />
        </p>
      }
    >
      <form
        onSubmit={form.handleSubmit((values) => registerChurch.mutate(values))}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField
          label={t('churchName')}
          autoComplete="organization"
          className="sm:col-span-2"
          {...field('name')}
        />
        <TextField label={t('city')} autoComplete="address-level2" {...field('city')} />
        <TextField label={t('state')} autoComplete="address-level1" {...field('state')} />
        <TextField label={t('churchEmail')} type="email" autoComplete="email" {...field('email')} />
        <PasswordField label={t('common:password')} hint={t('users:passwordHint')} {...field('password')} />
        <TextField
          label={t('logo')}
          type="url"
          inputMode="url"
          placeholder={t('logoPlaceholder')}
          className="sm:col-span-2"
          {...field('logo')}
        />
        <Button type="submit" className="sm:col-span-2" disabled={registerChurch.isPending}>
          {registerChurch.isPending ? t('registering') : t('register')}
        </Button>
      </form>
    </PageCard>
  );
}
