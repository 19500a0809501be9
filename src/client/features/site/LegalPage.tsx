import { type ReactNode, useEffect } from 'react';
import { formatDate } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContentPage, proseClasses } from './ContentPage';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A policy page: today's date as its last update, a list of its sections, then the sections. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  useDocumentTitle(title);
  useEffect(() => {
    // The sections exist only once this lazy page has rendered: the browser's own jump to #section (on a
    // load, or after an in-app link) came too early, so it is done here.
    const target = window.location.hash && document.getElementById(window.location.hash.slice(1));
    if (target) target.scrollIntoView();
  }, []);
  const today = new Date();
  return (
    <ContentPage
      title={title}
      lead={
        <p className="text-base">
          Last updated: <time dateTime={formatDate(today, 'iso')}>{formatDate(today, 'long')}</time>
        </p>
      }
    >
      <div className={proseClasses}>{intro}</div>
      <nav aria-labelledby="contents-heading" className="my-8 rounded-xl border border-border bg-surface p-5">
        <h2 id="contents-heading" className="font-semibold text-slate-900">
          On this page
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
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-4">{section.body}</div>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
