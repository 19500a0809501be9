import { buttonClasses } from '../../components/ui/button';

/** Shared by the real menus and their look-alike placeholders, so both render the same triggers (texts: `app:menus.<id>`). */
export const LOGGED_OUT_MENUS = [
  {
    id: 'logIn',
    variant: 'ghost',
    items: [
      { href: '/login', id: 'userLogin' },
      { href: '/church-login', id: 'churchLogin' },
    ],
  },
  {
    id: 'register',
    variant: 'primary',
    items: [
      { href: '/register', id: 'userRegistration' },
      { href: '/church-register', id: 'churchRegistration' },
    ],
  },
] as const;

export const triggerClasses = (variant: 'ghost' | 'primary') => buttonClasses(variant, 'nav');

export const userTriggerClasses = buttonClasses('outline', 'nav', 'min-w-0 max-w-[11rem] sm:max-w-[16rem]');
