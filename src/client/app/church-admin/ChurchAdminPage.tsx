import { dayIn } from '@shared/dates';
import type { ChurchSummary } from '@shared/users';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { AccessDenied } from '../../features/church-admin/AccessDenied';
import { AdminHeader } from '../../features/church-admin/AdminHeader';
import { ChurchPasswordGate } from '../../features/church-admin/ChurchPasswordGate';
import { useAdminStatus, useRelockWhenUnlockEnds } from '../../features/church-admin/use-admin-status';
import { serverMessageOf } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminTabs } from './AdminTabs';

/** /church-admin: Access Denied without a church, the church-password gate, then the four tabs. */
export function ChurchAdminPage() {
  const { t } = useTranslation(['churchAdmin', 'common']);
  const { user } = useAuth();
  const church = user?.church ?? null;
  useDocumentTitle(church ? t('title') : t('accessDenied'));
  if (!user || !church) return <AccessDenied />;
  return (
    <ChurchAdmin
      church={church}
      userId={user.id}
      timeZone={user.timeZone}
      churchAccount={user.isChurchAccount}
    />
  );
}

interface ChurchAdminProps {
  church: ChurchSummary;
  userId: number;
  timeZone: string;
  churchAccount: boolean;
}

function ChurchAdmin({ church, userId, timeZone, churchAccount }: ChurchAdminProps) {
  const { t } = useTranslation(['churchAdmin', 'common']);
  const status = useAdminStatus();
  // After the gate, focus goes to the panel's heading rather than being lost with the gate's button.
  const cameThroughGate = useRef(false);
  useRelockWhenUnlockEnds(status.data?.unlocked ? status.data.unlockedUntil : null);
  if (status.isError) {
    return (
      <div className="mx-auto max-w-md space-y-4 px-4 py-16 text-center">
        <Alert variant="destructive">
          {t('openFailed', { reason: serverMessageOf(status.error) ?? t('common:tryAgain') })}
        </Alert>
        <Button variant="outline" onClick={() => void status.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  if (!status.data) return <PageSpinner label={t('checkingAccess')} />;
  if (!status.data.unlocked) {
    cameThroughGate.current = true;
    return <ChurchPasswordGate church={church} />;
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <AdminHeader church={church} focusOnMount={cameThroughGate.current} churchAccount={churchAccount} />
      <AdminTabs
        church={church}
        currentUserId={userId}
        isChurchAdmin={status.data.isChurchAdmin}
        today={dayIn(timeZone, new Date())}
      />
    </div>
  );
}
