import { zodResolver } from '@hookform/resolvers/zod';
import { adminUserUpdateRequest, type ChurchMember } from '@shared/church-admin';
import { CONFIRMATION_CODE_MESSAGE } from '@shared/confirmations';
import { useMemo } from 'react';
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
import { ConfirmationCode } from '../ConfirmationCode';
import { useUpdateMember } from './use-members';

const blankIsUnset = (v: unknown) => (v === '' ? undefined : v);
/** A changed address (compared as the server stores them: trimmed, any case) or a new password. */
const changesCredentials = (before: string, values: { email?: unknown; password?: unknown }) =>
  String(values.email ?? '')
    .trim()
    .toLowerCase() !== before.trim().toLowerCase() || Boolean(values.password);

/**
 * A blank password field means "keep the password": it is checked only when something is typed. Changing
 * the e-mail address or the password needs the code mailed to the administrator (decision 037).
 */
function editMemberForm(email: string) {
  return adminUserUpdateRequest
    .extend({
      password: z.preprocess(blankIsUnset, adminUserUpdateRequest.shape.password),
      confirmationCode: z.preprocess(blankIsUnset, adminUserUpdateRequest.shape.confirmationCode),
    })
    .superRefine((values, context) => {
      if (changesCredentials(email, values) && !values.confirmationCode) {
        context.addIssue({ code: 'custom', path: ['confirmationCode'], message: CONFIRMATION_CODE_MESSAGE });
      }
    });
}
type EditMemberForm = ReturnType<typeof editMemberForm>;
type EditMemberValues = z.input<EditMemberForm>;
const FIELDS = ['name', 'email', 'password', 'confirmationCode'] as const;

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
  const schema = useMemo(() => editMemberForm(member.email), [member.email]);
  const form = useForm<EditMemberValues, unknown, z.output<EditMemberForm>>({
    resolver: zodResolver(schema),
    defaultValues: { name: member.name, email: member.email, password: '', confirmationCode: '' },
  });
  const { errors } = form.formState;
  const needsCode = changesCredentials(member.email, form.watch());
  const onSubmit = form.handleSubmit(({ confirmationCode, ...values }) =>
    update.mutate(
      // A code typed for a change then undone is not sent: a name-only change needs none.
      { id: member.id, values: needsCode ? { ...values, confirmationCode } : values },
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
      {needsCode && (
        <ConfirmationCode
          purpose="member-change"
          className="rounded-md border border-border p-3"
          {...fieldProps(form, 'confirmationCode')}
        />
      )}
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
