import { YourDataCard } from '../../features/data-export/YourDataCard';
import { RemindersCard } from '../../features/reminders/RemindersCard';
import { ProfilePage } from '../../features/users/ProfilePage';

/**
 * /profile: the person's details and appearance (users) with their reminder settings (reminders) and
 * the download of their data (data-export).
 */
export function ProfileScreen() {
  return (
    <ProfilePage>
      <RemindersCard />
      <YourDataCard />
    </ProfilePage>
  );
}
