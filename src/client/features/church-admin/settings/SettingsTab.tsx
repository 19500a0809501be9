import type { ChurchSummary } from '@shared/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChurchDetailsCard } from './ChurchDetailsForm';
import { ChurchPasswordCard } from './ChurchPasswordCard';
import { DeleteChurchCard } from './DeleteChurchCard';
import { PublicPageCard } from './PublicPageCard';
import { YearEndResetCard } from './YearEndResetCard';

interface SettingsTabProps {
  church: ChurchSummary;
  isChurchAdmin: boolean;
  /** The administrator's choice of the church plan, handed in by the app layer (the plans feature's). */
  churchPlan?: ReactNode;
  /** Handing the administration to another member (the church-handover feature's), before deleting. */
  handover?: ReactNode;
}

/** Settings tab: every unlocked member edits the details; the rest is for the church administrator. */
export function SettingsTab({ church, isChurchAdmin, churchPlan, handover }: SettingsTabProps) {
  const { t } = useTranslation('churchAdmin');
  return (
    <div className="space-y-6">
      <ChurchDetailsCard />
      {isChurchAdmin ? (
        <>
          {churchPlan}
          <PublicPageCard />
          <ChurchPasswordCard />
          <YearEndResetCard />
          {handover}
          <DeleteChurchCard church={church} />
        </>
      ) : (
        <p className="text-sm text-muted">{t('settings.adminOnly')}</p>
      )}
    </div>
  );
}
