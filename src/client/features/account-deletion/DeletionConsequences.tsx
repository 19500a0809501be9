import '@shared/account-deletion';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';

const DAY_MS = 86_400_000;

/** The day of final removal if the account is deleted now; the server counts from the moment it deletes. */
export const removalDateIn = (removalDays: number) =>
  formatDate(new Date(Date.now() + removalDays * DAY_MS), 'long');

/** What deleting the account does, and by when its data is gone: said before the person confirms. */
export function DeletionConsequences({ removalDate }: { removalDate: string }) {
  const { t } = useTranslation('accountDeletion');
  const happens = [
    t('happensNow'),
    t('happensSignIn'),
    t('happensRemoval', { date: removalDate }),
    t('happensTotals'),
    t('happensEmail'),
  ];
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {happens.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
