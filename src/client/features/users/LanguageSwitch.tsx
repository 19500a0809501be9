import type { PersonLanguage } from '@shared/i18n';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { useChooseLanguage, useFollowSavedLanguage } from './use-choose-language';

/**
 * The header's switch to the other language, named by its own name ("Español", marked with its `lang`):
 * an icon on a phone, the name beside it from the tablet width. With two languages one button is the
 * whole choice.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('language');
  const choose = useChooseLanguage();
  useFollowSavedLanguage();
  const other: PersonLanguage = i18n.language === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      lang={other}
      aria-label={t(`names.${other}`)}
      className={buttonClasses('ghost', 'nav', 'shrink-0 gap-1 px-2')}
      onClick={() => void choose(other)}
    >
      <Languages aria-hidden="true" className="h-4 w-4" />
      <span aria-hidden="true" className="hidden sm:inline">
        {t(`names.${other}`)}
      </span>
    </button>
  );
}
