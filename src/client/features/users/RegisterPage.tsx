import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginResponse } from '@shared/auth';
import { registerRequest } from '@shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
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
  useDocumentTitle('User Registration');
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
      toast({ title: 'Registration successful', description: 'You are now logged in' });
      navigate('/');
    },
    onError: (error) => {
      showFormFailure(error, form.setError, FIELDS, 'Registration failed', 'Please try again');
    },
  });

  return (
    <PageCard
      title="Create your account"
      description="Track your Bible reading and prayer, on your own or with your church"
      icon={<UserPlus aria-hidden="true" className="h-6 w-6" />}
      footer={
        <>
          <p>
            Already have an account? <TextLink href="/login">Log in</TextLink>
          </p>
          <p>
            Registering a congregation? <TextLink href="/church-register">Register your church</TextLink>
          </p>
        </>
      }
    >
      <form
        onSubmit={form.handleSubmit((values) => register.mutate(values))}
        noValidate
        className="space-y-4"
      >
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
        <PasswordField label="Password" hint="At least 8 characters." {...fieldProps(form, 'password')} />
        <ChurchSelect
          label="Church (optional)"
          hint="You can join or change your church later from your profile."
          {...fieldProps(form, 'churchId')}
        />
        <Button type="submit" className="w-full" disabled={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </PageCard>
  );
}
