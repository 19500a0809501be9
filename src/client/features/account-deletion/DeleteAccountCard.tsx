import '@shared/account-deletion';
import type { User } from '@shared/users';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { TextLink } from '../../components/ui/text-link';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { removalDateIn } from './DeletionConsequences';

/**
 * The profile's danger zone. A church's administrator is sent to Church Admin's settings to hand the
 * administration to another member or delete the church first (the server refuses them too: decision
 * 033); anyone else may delete their account.
 */
export function DeleteAccountCard({ user, removalDays }: { user: User; removalDays: number }) {
  const { t } = useTranslation('accountDeletion');
  // The server counts from the moment it deletes; a day's difference at most on a slow dialog.
  const removalDate = removalDateIn(removalDays);
  const administers = user.isChurchAdmin && user.churchId !== null;
  return (
    <Card className="border-destructive-soft-border">
      <CardHeader>
        <h2 className="text-lg font-semibold text-destructive">{t('dangerZone')}</h2>
        <CardDescription>{t('dangerDescription', { days: removalDays })}</CardDescription>
      </CardHeader>
      <CardContent>
        {administers ? (
          <div className="space-y-3 text-sm">
            <p>{t('adminFirst')}</p>
            <TextLink href="/church-admin?tab=settings">{t('openChurchAdmin')}</TextLink>
          </div>
        ) : (
          <DeleteAccountDialog userId={user.id} removalDate={removalDate} />
        )}
      </CardContent>
    </Card>
  );
}
