import { zodResolver } from '@hookform/resolvers/zod';
import { type ChurchPasswordChangeRequest, churchPasswordChangeRequest } from '@shared/church-admin';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../components/ui/use-toast';
import { serverMessageOf } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useChangeChurchPassword } from './use-settings';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Administrator only: the password of the church login and of the admin gate. */
export function ChurchPasswordCard() {
  const change = useChangeChurchPassword();
  const form = useForm<ChurchPasswordChangeRequest>({
    resolver: zodResolver(churchPasswordChangeRequest),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset();
        toast({ title: message, description: 'Other sessions must enter the new church password.' });
      },
      onError: (error) => {
        const onField = applyServerErrors(error, form.setError, FIELDS);
        toast({
          variant: 'destructive',
          title: 'Failed to change church password',
          description: onField
            ? 'Please check the highlighted field.'
            : (serverMessageOf(error) ?? 'Please try again.'),
        });
      },
    }),
  );
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Change Church Password</h2>
        <CardDescription>Used for church login and to unlock this administration panel.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <PasswordField
            label="Current Password"
            purpose="current"
            {...fieldProps(form, 'currentPassword')}
          />
          <PasswordField
            label="New Password"
            hint="At least 8 characters."
            {...fieldProps(form, 'newPassword')}
          />
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
