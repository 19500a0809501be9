import type { User } from '@shared/users';
import { BookOpen, ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSwitch } from '../../features/users/LanguageSwitch';
import { useAuth } from '../../lib/auth';
import { LOGGED_OUT_MENUS, triggerClasses, userTriggerClasses } from './header-triggers';
import { requestMenu } from './pending-menu';

// Radix menus are a sixth of the landing page's script: they load right after the first paint.
const loadMenus = () => import('./header-menus');
const LoggedOutMenus = lazy(async () => ({ default: (await loadMenus()).LoggedOutMenus }));
const UserMenu = lazy(async () => ({ default: (await loadMenus()).UserMenu }));

export function SiteHeader() {
  const { t } = useTranslation('app');
  const { user, isLoading, mustChoosePassword } = useAuth();
  useEffect(() => {
    void loadMenus();
  }, []);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
      <nav
        aria-label={t('mainNav')}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-2 sm:px-4"
      >
        <Link
          href={user ? '/' : '/home'}
          className="flex items-center gap-2 rounded-md text-lg font-bold text-primary"
        >
          <BookOpen aria-hidden="true" className="h-6 w-6" />
          {/* Under 380 px the icon alone: the language switch and the menus need the room (no sideways scroll);
              in Spanish, whose menus' names are longer, under 460 px (a 390 px phone scrolled 54 px sideways). */}
          <span className="max-[379px]:sr-only [&:lang(es)]:max-[459px]:sr-only">{t('brand')}</span>
        </Link>
        <div className="flex min-w-0 items-center gap-1">
          <LanguageSwitch />
          {/* Signed in on a temporary password: neither "Log In" nor menus that lead nowhere yet. */}
          {isLoading || mustChoosePassword ? null : (
            <Suspense fallback={<MenuPlaceholders user={user} />}>
              {user ? <UserMenu user={user} /> : <LoggedOutMenus />}
            </Suspense>
          )}
        </div>
      </nav>
    </header>
  );
}

/** Look-alike triggers while the menus load; a click is remembered and opens the menu when it arrives. */
function MenuPlaceholders({ user }: { user: User | null }) {
  const { t } = useTranslation('app');
  // `id` is what the real menu asks the pending click for: the user menu's is the person's name.
  const menus = user
    ? [{ id: user.name, label: user.name, className: userTriggerClasses }]
    : LOGGED_OUT_MENUS.map((menu) => ({
        id: menu.id,
        label: t(`menus.${menu.id}`),
        className: triggerClasses(menu.variant),
      }));
  return (
    <div className="flex min-w-0 items-center gap-1 sm:gap-2">
      {user && <span className="h-10 w-10" />}
      {menus.map((menu) => (
        <button
          key={menu.id}
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          className={menu.className}
          onClick={() => requestMenu(menu.id)}
        >
          <span className="truncate">{menu.label}</span>
          <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0" />
        </button>
      ))}
    </div>
  );
}
