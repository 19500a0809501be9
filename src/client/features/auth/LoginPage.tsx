import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequest } from '@shared/auth';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Redirect } from 'wouter';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PageCard } from '../../components/ui/page-card';
import { TextLink } from '../../components/ui/text-link';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api';
import { useAuth, useLogin } from '../../lib/auth';
import { applyServerErrors } from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';

export function LoginPage() {
  useDocumentTitle('User Login');
  const { user } = useAuth();
  const login = useLogin('user');
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  if (user) return <Redirect to="/" replace />;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        applyServerErrors(error, form.setError, ['email', 'password']);
        toast({
          variant: 'destructive',
          title: 'Login failed',
          description: serverMessageOf(error) ?? 'Please check your credentials and try again',
        });
      },
    }),
  );

  return (
    <PageCard
      title="User Login"
      description="Log in to track your Bible reading and prayer time"
      icon={<LogIn aria-hidden="true" className="h-6 w-6" />}
      footer={
        <>
          <p>
            Don't have an account? <TextLink href="/register">Create an account</TextLink>
          </p>
          <p>
            Leading a church? <TextLink href="/church-register">Register your church</TextLink>
          </p>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Email"
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
