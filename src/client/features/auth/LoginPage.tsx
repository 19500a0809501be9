import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequest } from '@shared/auth';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Redirect } from 'wouter';
import { PageCard } from '../../components/ui/page-card';
import { TextLink } from '../../components/ui/text-link';
import { useAuth, useLogin } from '../../lib/auth';
import { showFormFailure } from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CredentialFields } from './CredentialFields';

export function LoginPage() {
  useDocumentTitle('User Login');
  const { user } = useAuth();
  const login = useLogin('user');
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });

  if (user) return <Redirect to="/" replace />;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        showFormFailure(
          error,
          form.setError,
          ['email', 'password'],
          'Login failed',
          'Please check your credentials and try again',
        );
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
        <CredentialFields form={form} emailLabel="Email" pending={login.isPending} />
      </form>
    </PageCard>
  );
}
