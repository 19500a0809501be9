import { BookCheck, BookOpen, Library, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useBibleProgress } from './use-progress';

function Pill({ earned, icon, children }: { earned: boolean; icon: ReactNode; children: ReactNode }) {
  return (
    <li
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm',
        earned
          ? 'border-secondary-soft-border bg-secondary-soft text-secondary-soft-foreground'
          : 'border-border bg-surface text-muted',
      )}
    >
      {icon}
      {children}
    </li>
  );
}

const icon = 'h-4 w-4';

/**
 * The finishing badges (books, testaments, whole Bibles), from the person's all-time map. Self-contained
 * (it asks for the map itself), so the dashboard can place it beside the streak badges.
 */
export function BibleBadges() {
  const { t } = useTranslation('progress');
  const { data } = useBibleProgress();
  if (!data) return null;
  const none = data.booksFinished === 0;
  return (
    <section aria-labelledby="bible-badges-heading">
      <h2 id="bible-badges-heading" className="sr-only">
        {t('badges.heading')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {none ? (
          <Pill earned={false} icon={<BookOpen aria-hidden="true" className={icon} />}>
            {t('badges.none')}
          </Pill>
        ) : (
          <Pill earned icon={<BookCheck aria-hidden="true" className={icon} />}>
            {t('badges.books', { count: data.booksFinished })}
          </Pill>
        )}
        {data.testamentsFinished.map((testament) => (
          <Pill key={testament} earned icon={<Library aria-hidden="true" className={icon} />}>
            {t('badges.testament', { testament: t(`testaments.${testament}`) })}
          </Pill>
        ))}
        {data.completions > 0 && (
          <Pill earned icon={<Trophy aria-hidden="true" className={icon} />}>
            {data.completions === 1 ? t('badges.bible') : t('badges.bibleTimes', { times: data.completions })}
          </Pill>
        )}
      </ul>
    </section>
  );
}
