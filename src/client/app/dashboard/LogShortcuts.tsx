import { BookOpen, Clock } from 'lucide-react';
import { type ComponentProps, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';

/** The logging cards' ids, which the shortcuts below jump to. */
export const LOG_READING_ID = 'log-reading';
export const LOG_PRAYER_ID = 'log-prayer';

/**
 * A phone's first screen shows the log actions (issue 13): the logging cards sit below Today's reading, so
 * two thumb-sized links jump to them. They are a touch screen's affordance: shown only up to 640 px on a
 * coarse pointer (a finger). A keyboard user, on a narrow window or zoomed in, reaches the cards by Tab and
 * the skip link without two more stops on the way (display: none hides them from every input).
 */
export function LogShortcuts() {
  const { t } = useTranslation('app');
  const link = buttonClasses('outline', 'touch', 'w-full');
  return (
    <nav
      aria-label={t('dashboard.logShortcuts')}
      className="hidden grid-cols-2 gap-2 max-sm:pointer-coarse:grid"
    >
      <a href={`#${LOG_READING_ID}`} className={link}>
        <BookOpen aria-hidden="true" className="h-4 w-4 shrink-0 text-primary" />
        {t('dashboard.logChapters')}
      </a>
      <a href={`#${LOG_PRAYER_ID}`} className={link}>
        <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-secondary" />
        {t('dashboard.logPrayer')}
      </a>
    </nav>
  );
}

/**
 * A logging card's box, which the shortcuts jump to. The dashboard mounts its cards in stages (Stages.tsx):
 * a shortcut tapped before its card has come changes the address's fragment but finds nothing to scroll
 * to, so the card, once mounted, scrolls itself into view if the fragment names it (as the browser does
 * for a fragment whose element exists when the page loads).
 */
export function LogTarget({ id, ...props }: ComponentProps<'div'> & { id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.location.hash === `#${id}`) ref.current?.scrollIntoView();
  }, [id]);
  return <div ref={ref} id={id} {...props} />;
}
