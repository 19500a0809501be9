import type { LoginRequest } from '@shared/auth';
import type { UseFormReturn } from 'react-hook-form';
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
  return (
    <>
      <TextField label={emailLabel} type="email" autoComplete="email" {...fieldProps(form, 'email')} />
      <PasswordField label="Password" purpose="current" {...fieldProps(form, 'password')} />
      <div className="text-right text-sm">
        <TextLink href="/forgot-password">Forgot password?</TextLink>
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </>
  );
}
