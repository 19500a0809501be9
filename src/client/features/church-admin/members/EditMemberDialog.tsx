import { zodResolver } from '@hookform/resolvers/zod';
import { adminUserUpdateRequest, type ChurchMember } from '@shared/church-admin';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../components/ui/use-toast';
import { showFormFailure } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useUpdateMember } from './use-members';

// A blank password field means "keep the password": it is checked only when something is typed.
const editMemberForm = adminUserUpdateRequest.extend({
  password: z.preprocess((v) => (v === '' ? undefined : v), adminUserUpdateRequest.shape.password),
});
type EditMemberValues = z.input<typeof editMemberForm>;
const FIELDS = ['name', 'email', 'password'] as const;

interface EditMemberDialogProps {
  member: ChurchMember & { email: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditMemberDialog({ member, open, onOpenChange }: EditMemberDialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title="Edit User"
          description="Changing the email or password signs this member out on every device and tells them at their previous address. A password you set is temporary: they choose their own when they next sign in."
        >
          <EditMemberForm member={member} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </DialogRoot>
  );
}

function EditMemberForm({
  member,
  onDone,
}: {
  member: ChurchMember & { email: string };
  onDone: () => void;
}) {
  const update = useUpdateMember();
  const form = useForm<EditMemberValues, unknown, z.output<typeof editMemberForm>>({
    resolver: zodResolver(editMemberForm),
    defaultValues: { name: member.name, email: member.email, password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: member.id, values },
      {
        onSuccess: () => {
          toast({ title: 'User updated', description: `${values.name}'s details have been saved.` });
          onDone();
        },
        onError: (error) => {
          showFormFailure(error, form.setError, FIELDS, 'Failed to update user', 'Please try again.');
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Email" type="email" autoComplete="off" {...fieldProps(form, 'email')} />
      <PasswordField
        label="New Password (optional)"
        hint="Leave blank to keep the current password. At least 6 characters."
        {...fieldProps(form, 'password')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
