import { BookOpen, Clock, Flame, Users } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { TextLink } from '../../components/ui/text-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ClosingSection } from './ClosingSection';
import { ChurchSection, FeatureSection } from './LandingSections';
import { SignUpLinks } from './landing-parts';
import { PricingSection } from './PricingSection';

export function LandingPage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'));
  return (
    <>
      <Hero />
      <FeatureSection />
      <ChurchSection />
      <PricingSection />
      <ClosingSection />
    </>
  );
}

function Hero() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="hero-heading"
      className="overflow-hidden bg-gradient-to-b from-primary-soft via-surface to-secondary-soft/60 px-4 py-14 sm:py-20"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-secondary-soft px-3 py-1 text-sm font-medium text-secondary-soft-foreground">
            <Flame aria-hidden="true" className="h-4 w-4" />
            {t('tagline')}
          </p>
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl"
          >
            <Trans t={t} i18nKey="heroTitle" components={{ accent: <span className="text-primary" /> }} />
          </h1>
          <p className="max-w-xl text-lg text-muted">{t('heroText')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <SignUpLinks />
          </div>
          <p className="text-sm text-muted">
            <Trans t={t} i18nKey="story" components={{ a: <TextLink href="/about" /> }} />
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** A picture of what a day in Lampstand looks like; decorative, so hidden from assistive technology. */
function HeroIllustration() {
  const { t } = useTranslation('home');
  const entries = [
    {
      icon: BookOpen,
      tone: 'bg-primary-soft text-primary',
      title: t('illustration.read'),
      note: t('illustration.readWhen'),
    },
    {
      icon: Clock,
      tone: 'bg-secondary-soft text-secondary',
      title: t('illustration.prayed'),
      note: t('illustration.prayedWhen'),
    },
    {
      icon: Users,
      tone: 'bg-warning-soft text-warning',
      title: t('illustration.church'),
      note: t('illustration.churchWhen'),
    },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 rotate-2 rounded-3xl bg-gradient-to-br from-primary-soft-border to-secondary-soft-border opacity-60" />
      <div className="relative space-y-3 rounded-2xl border border-border bg-surface p-5 shadow-xl">
        <div className="flex items-center gap-2 border-b border-border pb-3">
          <BookOpen className="h-5 w-5 text-primary" />
          <span className="font-semibold">{t('illustration.title')}</span>
        </div>
        {entries.map(({ icon: Icon, tone, title, note }) => (
          <div key={title} className="flex items-center gap-3 rounded-lg bg-subtle p-3">
            <span className={`flex h-10 w-10 items-center justify-center rounded-full ${tone}`}>
              <Icon className="h-5 w-5" />
            </span>
            <span className="flex-1">
              <span className="block text-sm font-medium">{title}</span>
              <span className="block text-xs text-muted">{note}</span>
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
