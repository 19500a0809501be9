import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from '../../components/ui/dropdown-menu';
import { LOGGED_OUT_MENUS, triggerClasses } from './header-triggers';
import { takePendingMenu } from './pending-menu';

export function LoggedOutMenus() {
  const { t } = useTranslation('app');
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {LOGGED_OUT_MENUS.map((menu) => (
        <MenuRoot key={menu.id} modal={false} defaultOpen={takePendingMenu(menu.id)}>
          <MenuTrigger className={triggerClasses(menu.variant)}>
            {t(`menus.${menu.id}`)}
            <ChevronDown aria-hidden="true" className="h-4 w-4" />
          </MenuTrigger>
          <MenuContent>
            {menu.items.map((item) => (
              <MenuItem key={item.href} asChild>
                <Link href={item.href}>{t(`menus.${item.id}`)}</Link>
              </MenuItem>
            ))}
          </MenuContent>
        </MenuRoot>
      ))}
    </div>
  );
}
