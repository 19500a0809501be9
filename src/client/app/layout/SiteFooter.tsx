import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

const links = [
  { href: '/about', label: 'about' },
  { href: '/privacy', label: 'privacy' },
  { href: '/terms', label: 'terms' },
  { href: '/contact', label: 'contact' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('app');
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 text-sm text-muted sm:flex-row sm:justify-between">
        <nav aria-label={t('footerNav')}>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-primary hover:underline">
                  {t(`footer.${link.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
