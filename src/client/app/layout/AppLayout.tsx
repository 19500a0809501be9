import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const MAIN_ID = 'main-content';

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:text-primary focus:shadow-lg"
      >
        {t('skipToMain')}
      </a>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
