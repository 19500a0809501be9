import { LANGUAGES } from '@shared/i18n';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { ChoiceGroup, RadioChoice } from '../../components/ui/choice-inputs';
import { useChooseLanguage } from './use-choose-language';

/** The profile's language choice: applied at once and saved on the profile (use-choose-language.ts). */
export function LanguageCard() {
  const { t, i18n } = useTranslation('language');
  const choose = useChooseLanguage();
  return (
    <Card>
      <CardTitle
        icon={<Languages aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={t('label')}
        description={t('description')}
      />
      <CardContent>
        <ChoiceGroup legend={t('label')} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {LANGUAGES.map((language) => (
            <RadioChoice
              key={language}
              name="language"
              value={language}
              checked={i18n.language === language}
              onChange={() => void choose(language)}
              label={<span lang={language}>{t(`names.${language}`)}</span>}
            />
          ))}
        </ChoiceGroup>
      </CardContent>
    </Card>
  );
}
