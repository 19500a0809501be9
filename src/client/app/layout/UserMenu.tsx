import type { User } from '@shared/users';
import { CalendarCheck, ChevronDown, Church, Grid3x3, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from '../../components/ui/dropdown-menu';
import { NotificationsButton } from '../../features/notifications/NotificationsButton';
import { userTriggerClasses } from './header-triggers';
import { OfflineSync } from './OfflineSync';
import { takePendingMenu } from './pending-menu';
import { SignOutLossDialog } from './SignOutLossDialog';
import { useSignOut } from './use-sign-out';

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation(['app', 'progress']);
  const signOut = useSignOut(user.id);
  const churchAdmin = { href: '/church-admin', Icon: Church, label: t('churchAdmin') };
  // The church account (decision 037) is the church, not a person: nothing personal to open or notify.
  const pages = user.isChurchAccount
    ? [churchAdmin]
    : [
        { href: '/plans', Icon: CalendarCheck, label: t('plans') },
        { href: '/bible', Icon: Grid3x3, label: t('progress:menuLink') },
        { href: '/profile', Icon: UserRound, label: t('profile') },
        ...(user.churchId !== null ? [churchAdmin] : []),
      ];
  return (
    <div className="flex min-w-0 items-center gap-1 sm:gap-2">
      {!user.isChurchAccount && <NotificationsButton />}
      <MenuRoot modal={false} defaultOpen={takePendingMenu(user.name)}>
        <MenuTrigger className={userTriggerClasses}>
          <span className="truncate">{user.name}</span>
          <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0" />
        </MenuTrigger>
        <MenuContent>
          <MenuLabel className="truncate">{user.email}</MenuLabel>
          <MenuSeparator />
          {pages.map(({ href, Icon, label }) => (
            <MenuItem key={href} asChild>
              <Link href={href}>
                <Icon aria-hidden="true" className="h-4 w-4" />
                {label}
              </Link>
            </MenuItem>
          ))}
          <MenuSeparator />
          <MenuItem onSelect={() => void signOut.start()} disabled={signOut.busy}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t('logOut')}
          </MenuItem>
        </MenuContent>
      </MenuRoot>
      <SignOutLossDialog
        unsynced={signOut.unsynced}
        onCancel={signOut.dismiss}
        onConfirm={() => void signOut.confirmLoss()}
      />
      {/* Nothing is logged or kept for the church account: no offline copy of a dashboard it does not have. */}
      {!user.isChurchAccount && <OfflineSync userId={user.id} />}
    </div>
  );
}
