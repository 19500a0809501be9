import { Monitor, Moon, Palette, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { ChoiceGroup, RadioChoice } from '../../components/ui/choice-inputs';
import { chooseTheme, THEME_CHOICES, type ThemeChoice, useThemeChoice } from '../../lib/theme';

const ICONS: Record<ThemeChoice, typeof Sun> = { system: Monitor, light: Sun, dark: Moon };

/** System, Light or Dark, remembered on this device and applied at once (lib/theme.ts). */
export function AppearanceCard() {
  const { t } = useTranslation('users');
  const theme = useThemeChoice();
  return (
    <Card>
      <CardTitle
        icon={<Palette aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={t('appearance')}
        description={t('appearanceDescription')}
      />
      <CardContent>
        <ChoiceGroup legend={t('theme')} className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {THEME_CHOICES.map((choice) => {
            const Icon = ICONS[choice];
            return (
              <RadioChoice
                key={choice}
                name="theme"
                value={choice}
                checked={theme === choice}
                onChange={() => chooseTheme(choice)}
                label={
                  <span className="flex items-center gap-2">
                    <Icon aria-hidden="true" className="h-4 w-4 text-muted" />
                    {t(`themeChoices.${choice}`)}
                  </span>
                }
              />
            );
          })}
        </ChoiceGroup>
      </CardContent>
    </Card>
  );
}
