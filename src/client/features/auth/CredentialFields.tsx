import type { LoginRequest } from '@shared/auth';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PasswordField } from '../../components/ui/password-field';
import { TextLink } from '../../components/ui/text-link';
import { fieldProps } from '../../lib/form-fields';

/** The e-mail, password, forgot-password link and submit button that both login pages share. */
export function CredentialFields({
  form,
  emailLabel,
  pending,
}: {
  form: UseFormReturn<LoginRequest>;
  emailLabel: string;
  pending: boolean;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <>
      <TextField label={emailLabel} type="email" autoComplete="email" {...fieldProps(form, 'email')} />
      <PasswordField label={t('common:password')} purpose="current" {...fieldProps(form, 'password')} />
      <div className="text-right text-sm">
        <TextLink href="/forgot-password">{t('forgotPassword')}</TextLink>
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('signingIn') : t('signIn')}
      </Button>
    </>
  );
}
