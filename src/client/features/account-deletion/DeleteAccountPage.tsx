import '@shared/account-deletion';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageCard } from '../../components/ui/page-card';
import { PageSpinner } from '../../components/ui/spinner';
import { TextLink } from '../../components/ui/text-link';
import { serverMessageOf } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { siteInfoQuery } from '../site/queries';
import { DeletionConsequences, removalDateIn } from './DeletionConsequences';
import { useDeleteAccount } from './use-delete-account';

/**
 * /delete-account?token=…, opened from the e-mailed link (signed in: the route sends a visitor to log in
 * and back). Says what happens and when the data goes; nothing is deleted until the button is pressed.
 */
export function DeleteAccountPage() {
  const { t } = useTranslation(['accountDeletion', 'app']);
  useDocumentTitle(t('linkPageTitle'));
  const { user } = useAuth();
  const site = useQuery(siteInfoQuery);
  const remove = useDeleteAccount(user?.id ?? 0);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  if (!user || !site.data) return <PageSpinner label={t('app:loadingPage')} />;

  const profile = <TextLink href="/profile">{t('openProfile')}</TextLink>;
  let body: ReactNode;
  let footer: ReactNode = profile;
  if (!token) body = <p className="text-sm">{t('linkMissing')}</p>;
  else if (user.isChurchAdmin && user.churchId !== null) {
    body = <p className="text-sm">{t('adminFirst')}</p>;
    footer = <TextLink href="/church-admin">{t('openChurchAdmin')}</TextLink>;
  } else {
    body = (
      <div className="space-y-4">
        <p className="text-sm">{t('linkPageIntro')}</p>
        <p className="text-sm font-medium">{t('whatHappens')}</p>
        <DeletionConsequences removalDate={removalDateIn(site.data.accountRemovalDays)} />
        {remove.isError && (
          <Alert variant="destructive">{serverMessageOf(remove.error) ?? t('failed')}</Alert>
        )}
        <Button
          variant="destructive"
          className="w-full"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ token })}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {remove.isPending ? t('deleting') : t('confirm')}
        </Button>
      </div>
    );
  }
  return (
    <PageCard
      title={t('linkPageTitle')}
      icon={<Trash2 aria-hidden="true" className="h-6 w-6" />}
      footer={footer}
    >
      {body}
    </PageCard>
  );
}
