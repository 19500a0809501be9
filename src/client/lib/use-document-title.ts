import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each page names itself in the tab and for screen readers (WCAG 2.4.2). */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation('app');
  const full = title ? t('documentTitle', { title }) : t('brand');
  useEffect(() => {
    document.title = full;
  }, [full]);
}
