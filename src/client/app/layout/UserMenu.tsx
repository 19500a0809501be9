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
import { useLogout } from '../../lib/auth';
import { userTriggerClasses } from './header-triggers';
import { takePendingMenu } from './pending-menu';

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation(['app', 'progress']);
  const logout = useLogout();
  const pages = [
    { href: '/plans', Icon: CalendarCheck, label: t('plans') },
    { href: '/bible', Icon: Grid3x3, label: t('progress:menuLink') },
    { href: '/profile', Icon: UserRound, label: t('profile') },
    ...(user.churchId !== null ? [{ href: '/church-admin', Icon: Church, label: t('churchAdmin') }] : []),
  ];
  return (
    <div className="flex min-w-0 items-center gap-1 sm:gap-2">
      <NotificationsButton />
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
          <MenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t('logOut')}
          </MenuItem>
        </MenuContent>
      </MenuRoot>
    </div>
  );
}
