import { zodResolver } from '@hookform/resolvers/zod';
import { adminUserUpdateRequest, type ChurchMember } from '@shared/church-admin';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['churchAdmin', 'common']);
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title={t('members.editTitle')} description={t('members.editDescription')}>
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
  const { t } = useTranslation(['churchAdmin', 'common']);
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
          toast({
            title: t('members.updatedTitle'),
            description: t('members.updatedDescription', { name: values.name }),
          });
          onDone();
        },
        onError: (error) => {
          showFormFailure(error, form.setError, FIELDS, t('members.updateFailed'), t('common:tryAgain'));
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('common:name')}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField label={t('common:email')} type="email" autoComplete="off" {...fieldProps(form, 'email')} />
      <PasswordField
        label={t('members.newPassword')}
        hint={t('members.newPasswordHint')}
        {...fieldProps(form, 'password')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('common:saving') : t('members.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
