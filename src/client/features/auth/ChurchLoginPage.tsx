import { zodResolver } from '@hookform/resolvers/zod';
import { churchLoginRequest, type LoginRequest } from '@shared/auth';
import { Church } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PageCard } from '../../components/ui/page-card';
import { TextLink } from '../../components/ui/text-link';
import { serverMessageOf } from '../../lib/api';
import { useLogin } from '../../lib/auth';
import { applyServerErrors } from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ChurchLoginPage() {
  useDocumentTitle('Church Login');
  const login = useLogin('church');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(churchLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    login.mutate(values, {
      onError: (error) => {
        // Spec §8: on this page a failure is logged, and shown next to the form rather than as a toast.
        console.error('Church login failed:', error);
        applyServerErrors(error, form.setError, ['email', 'password']);
        setFailure(serverMessageOf(error) ?? 'Church login failed');
      },
    });
  });

  return (
    <PageCard
      title="Church Login"
      description="Access your church administration panel"
      icon={<Church aria-hidden="true" className="h-6 w-6" />}
      footer={
        <div className="flex w-full flex-wrap justify-between gap-2">
          <TextLink href="/church-register">Register Church</TextLink>
          <TextLink href="/login">User Login</TextLink>
        </div>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <TextField
          label="Church Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="text-right text-sm">
          <TextLink href="/forgot-password">Forgot password?</TextLink>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </PageCard>
  );
}
