import { ArrowRight, BookOpen, Clock, Flame, Users } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { TextLink } from '../../components/ui/text-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ClosingSection } from './ClosingSection';
import { ChurchSection, FeatureSection } from './LandingSections';
import { PricingSection } from './PricingSection';

export function LandingPage() {
  useDocumentTitle('Read Scripture and pray together');
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
  return (
    <section
      aria-labelledby="hero-heading"
      className="overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-teal-50/60 px-4 py-14 sm:py-20"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-secondary-soft px-3 py-1 text-sm font-medium text-teal-800">
            <Flame aria-hidden="true" className="h-4 w-4" />
            Free for individuals, built for churches
          </p>
          <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Read Scripture and pray together, <span className="text-primary">one day at a time</span>
          </h1>
          <p className="max-w-xl text-lg text-muted">
            Lampstand keeps track of the chapters you read and the minutes you pray, so you can see your
            faithfulness grow — on your own, or alongside your whole congregation.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link href="/register" className={buttonClasses('primary', 'lg')}>
              Create a Free Account
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <Link href="/church-register" className={buttonClasses('secondary', 'lg')}>
              Register Your Church
            </Link>
          </div>
          <p className="text-sm text-muted">
            How did Lampstand begin? <TextLink href="/about">Read our story</TextLink>
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** A picture of what a day in Lampstand looks like; decorative, so hidden from assistive technology. */
function HeroIllustration() {
  const entries = [
    { icon: BookOpen, tone: 'bg-primary-soft text-primary', title: 'Read Psalm 23', note: 'This morning' },
    { icon: Clock, tone: 'bg-secondary-soft text-secondary', title: 'Prayed for my family', note: 'At noon' },
    { icon: Users, tone: 'bg-amber-50 text-amber-700', title: 'Your church read John 3', note: 'This week' },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 rotate-2 rounded-3xl bg-gradient-to-br from-indigo-200 to-teal-200 opacity-60" />
      <div className="relative space-y-3 rounded-2xl border border-border bg-surface p-5 shadow-xl">
        <div className="flex items-center gap-2 border-b border-border pb-3">
          <BookOpen className="h-5 w-5 text-primary" />
          <span className="font-semibold">Today with Lampstand</span>
        </div>
        {entries.map(({ icon: Icon, tone, title, note }) => (
          <div key={title} className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
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
