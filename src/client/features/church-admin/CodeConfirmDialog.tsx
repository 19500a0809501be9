import { type ConfirmationPurpose, confirmationCodeField } from '@shared/confirmations';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { DialogContent, DialogRoot } from '../../components/ui/dialog';
import { ConfirmationCode } from './ConfirmationCode';

export interface CodeConfirmDialogProps {
  purpose: ConfirmationPurpose;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal of the code (a 400's errors.confirmationCode), shown on the code's field. */
  codeError?: string;
  /** Called with the typed code; the dialog stays open until the page closes it (on success). */
  onConfirm: (code: string) => void;
}

/**
 * A confirmation that needs the code e-mailed to the acting account (decision 037): deleting the church,
 * handing over the administration. Cancel comes first, so Enter on the code never destroys by accident
 * without one.
 */
export function CodeConfirmDialog({ purpose, open, onOpenChange, ...rest }: CodeConfirmDialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      {/* Mounted while open only: a new opening starts with a new code. */}
      {open && <CodeConfirmForm purpose={purpose} onCancel={() => onOpenChange(false)} {...rest} />}
    </DialogRoot>
  );
}

type FormProps = Omit<CodeConfirmDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void };

function CodeConfirmForm({
  purpose,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  codeError,
  onConfirm,
  onCancel,
}: FormProps) {
  const { t } = useTranslation('common');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmationCodeField.safeParse(code);
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? null);
    setInvalid(null);
    onConfirm(parsed.data);
  };
  return (
    <DialogContent title={title} description={description}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <ConfirmationCode
          purpose={purpose}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={invalid ?? codeError}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
