import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequest } from '@shared/auth';
import { Church } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { PageCard } from '../../components/ui/page-card';
import { TextLink } from '../../components/ui/text-link';
import { serverMessageOf } from '../../lib/api';
import { useLogin } from '../../lib/auth';
import { applyServerErrors } from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CredentialFields } from './CredentialFields';

export function ChurchLoginPage() {
  useDocumentTitle('Church Login');
  const login = useLogin('church');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    login.mutate(values, {
      onError: (error) => {
        // On this page a failure is logged, and shown next to the form rather than as a toast.
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
        <CredentialFields form={form} emailLabel="Church Email" pending={login.isPending} />
      </form>
    </PageCard>
  );
}
