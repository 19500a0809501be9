import { addNamespace } from '@shared/i18n';
import { legal } from '@shared/i18n/en/legal';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContentPage, proseClasses } from './ContentPage';
import { Prose } from './Prose';

// The policies' texts (a tenth of the English catalogue) are not in the client's first script
// (src/shared/i18n/resources.ts): they come with this lazy page, added before it renders.
addNamespace('legal', legal);

/** A section's anchor: its catalogue key in kebab case ('whatWeCollect' is #what-we-collect). */
const anchorOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * A policy page (the catalogue's `legal:<document>`): today's date as its last update, a list of its
 * sections, then the sections.
 */
export function LegalPage({ document: name }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const text = t(name, { returnObjects: true });
  useDocumentTitle(text.title);
  useEffect(() => {
    // The sections exist only once this lazy page has rendered: the browser's own jump to #section (on a
    // load, or after an in-app link) came too early, so it is done here.
    const target = window.location.hash && document.getElementById(window.location.hash.slice(1));
    if (target) target.scrollIntoView();
  }, []);
  const today = new Date();
  const sections = Object.entries(text.sections).map(([key, section]) => ({ id: anchorOf(key), ...section }));
  return (
    <ContentPage
      title={text.title}
      lead={
        <p className="text-base">
          <Trans
            t={t}
            i18nKey="updated"
            values={{ day: formatDate(today, 'long') }}
            components={{ date: <time dateTime={formatDate(today, 'iso')} /> }}
          />
        </p>
      }
    >
      <div className={proseClasses}>
        <Prose blocks={[text.intro]} />
      </div>
      <nav aria-labelledby="contents-heading" className="my-8 rounded-xl border border-border bg-surface p-5">
        <h2 id="contents-heading" className="font-semibold text-foreground">
          {t('contents')}
        </h2>
        <ol className="mt-3 list-decimal gap-x-8 pl-6 text-sm sm:columns-2 [&>li]:mb-1.5 [&>li]:break-inside-avoid">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-primary underline underline-offset-2 hover:text-primary-hover"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={proseClasses}>
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="scroll-mt-24">
              {t('sectionTitle', { number: index + 1, title: section.title })}
            </h2>
            <div className="mt-3 space-y-4">
              <Prose blocks={section.body} />
            </div>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
