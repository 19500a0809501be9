import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { serverMessageOf } from '../../lib/api';
import { useDeletionLink } from './use-delete-account';

/**
 * The dialog's other way to confirm (decision 033): a link e-mailed to the person, for anyone without
 * their password at hand (people who sign in through church login know the church's).
 */
export function DeletionLinkOffer() {
  const { t } = useTranslation('accountDeletion');
  const send = useDeletionLink();
  return (
    <div className="mt-4 space-y-3 border-t border-border pt-4 text-sm">
      <p>{t('linkOffer')}</p>
      {send.isSuccess && <Alert>{send.data.message}</Alert>}
      {send.isError && <Alert variant="destructive">{serverMessageOf(send.error) ?? t('linkFailed')}</Alert>}
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        onClick={() => send.mutate()}
        disabled={send.isPending}
      >
        <Mail aria-hidden="true" className="h-4 w-4" />
        {send.isPending ? t('linkSending') : t('linkInstead')}
      </Button>
    </div>
  );
}
