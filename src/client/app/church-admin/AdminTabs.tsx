import type { ChurchSummary } from '@shared/users';
import { BarChart3, CreditCard, Settings, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/ui/tabs';
import { ChurchYearCard } from '../../features/annual-reports/ChurchYearCard';
import { AnalyticsTab } from '../../features/church-admin/analytics/AnalyticsTab';
import { CodeConfirmDialog } from '../../features/church-admin/CodeConfirmDialog';
import { DownloadsCard } from '../../features/church-admin/downloads/DownloadsCard';
import { MembersTab } from '../../features/church-admin/members/MembersTab';
import { SettingsTab } from '../../features/church-admin/settings/SettingsTab';
import { HandoverCard } from '../../features/church-handover/HandoverCard';
import { ChallengeSettings } from '../../features/goal/ChallengeSettings';
import { GoalHistoryCard } from '../../features/goal/GoalHistoryCard';
import { ChurchPlanProgress } from '../../features/plans/ChurchPlanProgress';
import { ChurchPlanSettings } from '../../features/plans/ChurchPlanSettings';
import { ChurchBibleMap } from '../../features/progress/MapLoader';
import { BillingTab } from './BillingTab';

const TABS = [
  { value: 'members', icon: Users },
  { value: 'analytics', icon: BarChart3 },
  { value: 'billing', icon: CreditCard },
  { value: 'settings', icon: Settings },
] as const;
type Tab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);
const tabHref = (tab: Tab) => `/church-admin?tab=${tab}`;

interface AdminTabsProps {
  church: ChurchSummary;
  currentUserId: number;
  isChurchAdmin: boolean;
  /** The person's calendar day (the church plan's default start). */
  today: string;
}

/**
 * The unlocked panel's four tabs. The open tab is in the address (?tab=billing), so a link can open one
 * and the browser's back button returns to the previous. Only the open tab is mounted: Recharts loads
 * only when Analytics opens.
 */
export function AdminTabs({ church, currentUserId, isChurchAdmin, today }: AdminTabsProps) {
  const { t } = useTranslation('churchAdmin');
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const tab: Tab = isTab(requested) ? requested : 'members';
  return (
    <TabsRoot value={tab} onValueChange={(next) => isTab(next) && navigate(tabHref(next))}>
      <TabsList aria-label={t('tabsLabel')} className="sm:grid-cols-4">
        {TABS.map(({ value, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="flex items-center justify-center gap-2">
            <Icon aria-hidden="true" className="hidden h-4 w-4 sm:block" />
            {t(`tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="members">
        <div className="space-y-6">
          <MembersTab currentUserId={currentUserId} isChurchAdmin={isChurchAdmin} />
          {/* The files are the administrator's (the routes need isChurchAdmin). */}
          {isChurchAdmin && <DownloadsCard />}
        </div>
      </TabsContent>
      <TabsContent value="analytics">
        <AnalyticsTab
          billingHref={tabHref('billing')}
          churchPlan={<ChurchPlanProgress />}
          bibleMap={<ChurchBibleMap churchId={church.id} />}
          goalHistory={<GoalHistoryCard />}
          yearCard={isChurchAdmin ? <ChurchYearCard churchName={church.name} today={today} /> : undefined}
        />
      </TabsContent>

      <TabsContent value="billing">
        <BillingTab />
      </TabsContent>
      <TabsContent value="settings">
        <div className="space-y-6">
          <ChallengeSettings isChurchAdmin={isChurchAdmin} />
          <SettingsTab
            church={church}
            isChurchAdmin={isChurchAdmin}
            churchPlan={<ChurchPlanSettings today={today} />}
            handover={
              <HandoverCard
                church={church}
                currentUserId={currentUserId}
                confirmation={(dialog) => <CodeConfirmDialog purpose="handover" {...dialog} />}
              />
            }
          />
        </div>
      </TabsContent>
    </TabsRoot>
  );
}
