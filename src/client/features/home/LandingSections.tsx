import { BarChart3, BookOpen, CheckCircle2, Clock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { SectionIntro } from './landing-parts';

/** Texts: the catalogue's `home:features.<id>`. */
const features = [
  { icon: BookOpen, id: 'reading', tone: 'bg-primary-soft text-primary' },
  { icon: Clock, id: 'prayer', tone: 'bg-secondary-soft text-secondary' },
  { icon: Users, id: 'church', tone: 'bg-warning-soft text-warning' },
] as const;

export function FeatureSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="features-heading" className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionIntro id="features-heading" title={t('featuresTitle')} text={t('featuresText')} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {features.map(({ icon: Icon, id, tone }) => (
            <li key={id} className="rounded-xl border border-border bg-surface p-6 shadow-sm">
              <span className={`flex h-12 w-12 items-center justify-center rounded-lg ${tone}`}>
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`features.${id}.title`)}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{t(`features.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Texts: the catalogue's `home:churchPoints.<id>`. */
const churchPoints = ['join', 'goal', 'totals', 'top', 'privacy'] as const;

export function ChurchSection() {
  const { t } = useTranslation('home');
  return (
    // A dark panel in both modes (decision 026): its colours are its own, not the theme's tokens.
    <section aria-labelledby="church-heading" className="bg-indigo-950 px-4 py-16 text-white sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div className="space-y-5">
          <h2 id="church-heading" className="text-3xl font-bold tracking-tight">
            {t('churchTitle')}
          </h2>
          <p className="text-indigo-100">{t('churchText')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link href="/church-register" className={buttonClasses('secondary', 'lg')}>
              {t('registerChurch')}
            </Link>
            <Link href="/church-login" className={buttonClasses('outline-inverse', 'lg')}>
              {t('churchLogin')}
            </Link>
          </div>
        </div>
        <ul className="space-y-4">
          {churchPoints.map((point, index) => (
            <li key={point} className="flex items-start gap-3 rounded-lg bg-indigo-900/60 p-4">
              {index === 1 ? (
                <BarChart3 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-teal-300" />
              ) : (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-teal-300" />
              )}
              <span className="text-indigo-50">{t(`churchPoints.${point}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
