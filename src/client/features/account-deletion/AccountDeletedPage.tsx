import '@shared/account-deletion';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/ui/page-card';
import { TextLink } from '../../components/ui/text-link';
import { formatDate } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /account-deleted?until=ISO: the person is signed out; this says so, with the date of final removal. */
export function AccountDeletedPage() {
  const { t } = useTranslation('accountDeletion');
  useDocumentTitle(t('doneTitle'));
  const until = new URLSearchParams(window.location.search).get('until') ?? '';
  return (
    <PageCard
      title={t('doneTitle')}
      icon={<CheckCircle2 aria-hidden="true" className="h-6 w-6" />}
      footer={<TextLink href="/home">{t('doneHome')}</TextLink>}
    >
      <p className="text-sm">{t('doneBody', { date: formatDate(until, 'long', '—') })}</p>
    </PageCard>
  );
}
