import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordRequest } from '@shared/password-reset';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageCard } from '../../components/ui/page-card';
import { PasswordField } from '../../components/ui/password-field';
import { TextLink } from '../../components/ui/text-link';
import { toast } from '../../components/ui/use-toast';
import { ApiError, apiRequest } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { confirmPassword, matchesConfirmation } from '../../lib/password-confirmation';
import { useDocumentTitle } from '../../lib/use-document-title';

const resetForm = resetPasswordRequest
  .pick({ password: true })
  .extend({ confirmPassword })
  .refine(...matchesConfirmation('password'));
type ResetForm = z.infer<typeof resetForm>;

export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  useDocumentTitle(token ? 'Reset Password' : 'Invalid Reset Link');
  if (!token) {
    return (
      <PageCard title="Invalid Reset Link" icon={<LinkIcon aria-hidden="true" className="h-6 w-6" />}>
        <div className="space-y-4 text-center text-sm">
          <p className="text-muted">
            This page needs the link from your password reset email. Request a new link and open it from the
            email.
          </p>
          <TextLink href="/forgot-password">Request a new reset link</TextLink>
        </div>
      </PageCard>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: (password: string) =>
      apiRequest<{ message: string }>('POST', '/api/reset-password', { token, password }),
    onSuccess: ({ message }) => {
      toast({ title: 'Password reset', description: message });
      navigate('/login');
    },
    onError: (error) => {
      const onField = applyServerErrors(error, form.setError, ['password']);
      const tokenProblem = error instanceof ApiError && Boolean(error.body?.errors?.token);
      if (!onField || tokenProblem) {
        setFailure(
          error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.',
        );
      }
    },
  });

  return (
    <PageCard
      title="Reset Password"
      description="Choose a new password for your account."
      icon={<KeyRound aria-hidden="true" className="h-6 w-6" />}
      footer={<TextLink href="/login">Back to Login</TextLink>}
    >
      <form
        onSubmit={form.handleSubmit(({ password }) => {
          setFailure(null);
          reset.mutate(password);
        })}
        noValidate
        className="space-y-4"
      >
        {failure && (
          <Alert variant="destructive">
            <p>{failure}</p>
            <p className="mt-2">
              <TextLink href="/forgot-password">Request a new reset link</TextLink>
            </p>
          </Alert>
        )}
        <PasswordField label="New Password" hint="At least 8 characters." {...fieldProps(form, 'password')} />
        <PasswordField label="Confirm Password" {...fieldProps(form, 'confirmPassword')} />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </PageCard>
  );
}
