import { LANGUAGES } from '@shared/i18n';
import type { BibleProgress } from '@shared/progress';
import { useQuery } from '@tanstack/react-query';
import { Flame, Map as MapIcon, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, serverMessageOf } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GoalProgress } from './GoalProgress';
import { publicChurchQuery } from './queries';

interface PublicChallengePageProps {
  slug: string;
  /** The Bible map's view (another feature's: the app passes it in). */
  renderMap: (progress: BibleProgress) => ReactNode;
  /** What a page that is off or unknown shows. */
  notFound: ReactNode;
}

/**
 * /c/{slug}: a church's public challenge page for anyone, signed in or not (decision 024): the church,
 * its goal's progress and pace, its Bible map, and a call to join. Church figures only, never a person.
 */
export function PublicChallengePage({ slug, renderMap, notFound }: PublicChallengePageProps) {
  const { t } = useTranslation(['goal', 'common', 'language']);
  const query = useQuery(publicChurchQuery(slug));
  const page = query.data;
  useDocumentTitle(
    page ? t('publicPage.documentTitle', { church: page.church.name }) : t('publicPage.eyebrow'),
  );
  if (query.error instanceof ApiError && query.error.status === 404) return <>{notFound}</>;
  if (query.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert variant="destructive">
          {t('publicPage.failed', { reason: serverMessageOf(query.error) ?? t('common:tryAgain') })}
        </Alert>
      </div>
    );
  if (!page)
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        <Skeleton className="h-16 w-2/3" />
        <Skeleton className="h-48 w-full" />
        <span className="sr-only">{t('publicPage.loading')}</span>
      </div>
    );
  const { church, goal, bibleMap } = page;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:py-10">
      <header className="space-y-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">
          {t('publicPage.eyebrow')}
        </p>
        <h1 className="break-words text-3xl font-bold sm:text-4xl">{church.name}</h1>
        <p className="text-muted">{t('publicPage.place', { city: church.city, state: church.state })}</p>
        <LanguageLinks />
      </header>

      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Target aria-hidden="true" className="h-5 w-5 text-primary" />
            {t('publicPage.goalHeading')}
          </h2>
        </CardHeader>
        <CardContent>
          {goal ? <GoalProgress goal={goal} /> : <p className="text-sm">{t('publicPage.noGoal')}</p>}
        </CardContent>
      </Card>

      <Card className="border-primary/40 bg-primary/5">
        <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <Flame aria-hidden="true" className="h-5 w-5 text-primary" />
              {t('publicPage.joinHeading', { church: church.name })}
            </h2>
            <p className="text-sm text-muted">{t('publicPage.joinText')}</p>
          </div>
          <Link href="/register" className={buttonClasses('primary', 'md', 'shrink-0')}>
            {t('publicPage.joinButton', { church: church.name })}
          </Link>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <MapIcon aria-hidden="true" className="h-5 w-5 text-primary" />
            {t('publicPage.mapHeading')}
          </h2>
          <p className="text-sm text-muted">{t('publicPage.mapNote')}</p>
        </CardHeader>
        <CardContent>{renderMap(bibleMap)}</CardContent>
      </Card>

      <p className="text-xs text-muted">
        {t('publicPage.computedAt', { time: formatDate(page.computedAt, 'dateTime') })}
      </p>
    </div>
  );
}

/**
 * The page in each language: plain links to `?lang=en|es`, so that the server draws the head, the
 * preview and the page in it, and an address in the chosen language can be shared (decision 024).
 */
function LanguageLinks() {
  const { t, i18n } = useTranslation('language');
  return (
    <nav aria-label={t('label')} className="flex gap-3 pt-1 text-sm">
      {LANGUAGES.map((language) => {
        const current = i18n.language === language;
        return (
          <a
            key={language}
            href={`?lang=${language}`}
            hrefLang={language}
            lang={language}
            aria-current={current ? 'page' : undefined}
            className={current ? 'font-semibold' : 'text-primary underline underline-offset-4'}
          >
            {t(`names.${language}`)}
          </a>
        );
      })}
    </nav>
  );
}
