import { RemindersCard } from '../../features/reminders/RemindersCard';
import { ProfilePage } from '../../features/users/ProfilePage';

/** /profile: the person's details and appearance (users) with their reminder settings (reminders). */
export function ProfileScreen() {
  return (
    <ProfilePage>
      <RemindersCard />
    </ProfilePage>
  );
}
