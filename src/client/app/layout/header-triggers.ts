import { buttonClasses } from '../../components/ui/button';

/** Shared by the real menus and their look-alike placeholders, so both render the same triggers. */
export const LOGGED_OUT_MENUS = [
  {
    label: 'Log In',
    variant: 'ghost',
    items: [
      { href: '/login', label: 'User Login' },
      { href: '/church-login', label: 'Church Login' },
    ],
  },
  {
    label: 'Register',
    variant: 'primary',
    items: [
      { href: '/register', label: 'User Registration' },
      { href: '/church-register', label: 'Church Registration' },
    ],
  },
] as const;

export const triggerClasses = (variant: 'ghost' | 'primary') => buttonClasses(variant, 'nav');

export const userTriggerClasses = buttonClasses('outline', 'nav', 'min-w-0 max-w-[11rem] sm:max-w-[16rem]');
