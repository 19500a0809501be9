import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

interface SignOutLossDialogProps {
  /** Entries kept on this device and not on the server: the dialog is open while there are some. */
  unsynced: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Logging out would lose entries that never reached the server: said with their number, asked first. */
export function SignOutLossDialog({ unsynced, onCancel, onConfirm }: SignOutLossDialogProps) {
  const { t } = useTranslation('app');
  return (
    <ConfirmDialog
      open={unsynced > 0}
      onOpenChange={(open) => !open && onCancel()}
      title={t('sync.lossTitle')}
      description={t('sync.loss', { count: unsynced })}
      confirmLabel={t('sync.lossConfirm')}
      onConfirm={onConfirm}
    />
  );
}
