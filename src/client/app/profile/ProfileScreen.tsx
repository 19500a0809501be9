import { DeleteAccountCard } from '../../features/account-deletion/DeleteAccountCard';
import { YourDataCard } from '../../features/data-export/YourDataCard';
import { RemindersCard } from '../../features/reminders/RemindersCard';
import { useSiteInfo } from '../../features/site/use-site-info';
import { ProfilePage } from '../../features/users/ProfilePage';
import { useAuth } from '../../lib/auth';

/**
 * /profile: the person's details and appearance (users) with their reminder settings (reminders), the
 * download of their data (data-export) and, last, the danger zone (account-deletion), which names the
 * removal delay the server is configured with.
 */
export function ProfileScreen() {
  const { user } = useAuth();
  const site = useSiteInfo();
  return (
    <ProfilePage
      last={
        user && site.data ? (
          <DeleteAccountCard user={user} removalDays={site.data.accountRemovalDays} />
        ) : null
      }
    >
      <RemindersCard />
      <YourDataCard />
    </ProfilePage>
  );
}
