import { BookOpen, Church, Sprout, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { TotalsList } from '../../components/ui/totals-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContentPage, proseClasses } from './ContentPage';
import { Prose } from './Prose';

/** Texts: the catalogue's `site:about.steps.<id>`. */
const steps = [
  { icon: Church, id: 'register' },
  { icon: BookOpen, id: 'track' },
  { icon: Sprout, id: 'grow' },
] as const;

/** The challenge's figures as the language writes numbers. */
const CHALLENGE = { chapters: 1_000_000, minutes: 2_000_000 };

const FIGURES = {
  list: 'mt-4 space-y-4',
  term: 'flex items-center gap-2 text-sm text-indigo-100',
  icon: 'h-5 w-5 shrink-0 text-teal-300',
  value: 'mt-1 text-3xl font-extrabold sm:text-4xl',
};

export function AboutPage() {
  const { t } = useTranslation('site');
  useDocumentTitle(t('about.title'));
  return (
    <ContentPage title={t('about.title')} lead={<p>{t('about.lead')}</p>} width="wide">
      <div className="grid gap-10 lg:grid-cols-5">
        <section aria-labelledby="story-heading" className="lg:col-span-3">
          <h2 id="story-heading" className="text-2xl font-bold tracking-tight text-foreground">
            {t('about.storyTitle')}
          </h2>
          <div className={`mt-4 ${proseClasses}`}>
            <Prose blocks={t('about.story', { returnObjects: true })} />
          </div>
        </section>
        <aside
          aria-labelledby="challenge-heading"
          className="self-start rounded-2xl bg-indigo-950 p-6 text-white lg:col-span-2"
        >
          <h2 id="challenge-heading" className="text-lg font-semibold text-indigo-100">
            {t('about.challengeTitle')}
          </h2>
          <TotalsList
            chapters={CHALLENGE.chapters}
            minutes={CHALLENGE.minutes}
            labels={{ chapters: t('about.chaptersRead'), minutes: t('about.minutesPrayed') }}
            classes={FIGURES}
          />
          <p className="mt-4 text-sm text-indigo-100">{t('about.challengeNote')}</p>
        </aside>
      </div>

      <section aria-labelledby="mission-heading" className="mt-14 rounded-2xl bg-primary-soft p-6 sm:p-8">
        <h2 id="mission-heading" className="text-2xl font-bold tracking-tight text-foreground">
          {t('about.missionTitle')}
        </h2>
        <p className="mt-3 max-w-3xl leading-7 text-body">{t('about.mission')}</p>
      </section>

      <section aria-labelledby="how-heading" className="mt-14">
        <h2 id="how-heading" className="text-2xl font-bold tracking-tight text-foreground">
          {t('about.howTitle')}
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, id }, index) => (
            <li key={id} className="rounded-xl border border-border bg-surface p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="h-6 w-6 text-primary" />
              </div>
              <h3 className="mt-4 text-lg font-semibold">{t(`about.steps.${id}.title`)}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{t(`about.steps.${id}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="join-heading"
        className="mt-14 flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div>
          <h2 id="join-heading" className="text-xl font-bold text-foreground">
            {t('about.joinTitle')}
          </h2>
          <p className="mt-1 text-muted">{t('about.joinText')}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link href="/church-register" className={buttonClasses('primary', 'lg')}>
            <Users aria-hidden="true" className="h-5 w-5" />
            {t('about.registerChurch')}
          </Link>
          <Link href="/register" className={buttonClasses('outline', 'lg')}>
            <UserPlus aria-hidden="true" className="h-5 w-5" />
            {t('about.createAccount')}
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
