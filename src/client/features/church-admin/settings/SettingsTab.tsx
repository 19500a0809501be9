import type { ChurchSummary } from '@shared/users';
import { useTranslation } from 'react-i18next';
import { ChurchDetailsCard } from './ChurchDetailsForm';
import { ChurchPasswordCard } from './ChurchPasswordCard';
import { DeleteChurchCard } from './DeleteChurchCard';
import { PublicPageCard } from './PublicPageCard';
import { YearEndResetCard } from './YearEndResetCard';

/** Settings tab: every unlocked member edits the details; the rest is for the church administrator. */
export function SettingsTab({ church, isChurchAdmin }: { church: ChurchSummary; isChurchAdmin: boolean }) {
  const { t } = useTranslation('churchAdmin');
  return (
    <div className="space-y-6">
      <ChurchDetailsCard />
      {isChurchAdmin ? (
        <>
          <PublicPageCard />
          <ChurchPasswordCard />
          <YearEndResetCard />
          <DeleteChurchCard church={church} />
        </>
      ) : (
        <p className="text-sm text-muted">{t('settings.adminOnly')}</p>
      )}
    </div>
  );
}
