import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { useUserStats } from '../../features/stats/use-stats';
import { asOfTime } from '../../lib/dates';
import { useOnline } from '../../lib/use-online';

/**
 * Offline: the dashboard shows what was last fetched (in memory, or the copy kept on the device) and
 * says how old it is, from when the person's figures were fetched.
 */
export function OfflineNotice() {
  const { t } = useTranslation('app');
  const online = useOnline();
  const { dataUpdatedAt } = useUserStats();
  if (online) return null;
  return (
    <Alert>
      {dataUpdatedAt > 0
        ? t('dashboard.offlineAsOf', { time: asOfTime(dataUpdatedAt) })
        : t('dashboard.offline')}
    </Alert>
  );
}
