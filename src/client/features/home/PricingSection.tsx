import { CHURCH_PLAN } from '@shared/site-facts';
import { Check } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { TextLink } from '../../components/ui/text-link';
import { SectionIntro } from './landing-parts';

export function PricingSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="pricing-heading" className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionIntro id="pricing-heading" title={t('pricingTitle')} text={t('pricingText')} />
        <div className="mx-auto mt-10 max-w-md rounded-2xl border-2 border-primary bg-surface p-8 shadow-lg">
          <h3 className="text-lg font-semibold text-primary">{t('planName')}</h3>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="text-5xl font-extrabold tracking-tight">
              {t('price', { amount: CHURCH_PLAN.pricePerYearUsd })}
            </span>
            <span className="text-muted">{t('perYear')}</span>
          </p>
          <p className="mt-2 inline-block rounded-full bg-secondary-soft px-3 py-1 text-sm font-medium text-secondary-soft-foreground">
            {t('trial', { days: CHURCH_PLAN.trialDays })}
          </p>
          <ul className="mt-6 space-y-3">
            {CHURCH_PLAN.benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-3 text-sm">
                <Check aria-hidden="true" className="h-5 w-5 shrink-0 text-secondary" />
                {t(`benefits.${benefit}`)}
              </li>
            ))}
          </ul>
          <Link href="/church-register" className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
            {t('startTrial')}
          </Link>
          <p className="mt-3 text-center text-xs text-muted">
            <Trans t={t} i18nKey="renewal" components={{ a: <TextLink href="/terms#subscription" /> }} />
          </p>
        </div>
      </div>
    </section>
  );
}
