import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { ProseText } from './Prose';

/** Texts: the catalogue's `site:faq.<id>`. */
const FAQS = ['cost', 'noChurch', 'registerChurch', 'privacy'] as const;

/** Each question is a button that shows or hides its answer (WAI-ARIA disclosure pattern). */
export function Faq() {
  const { t } = useTranslation('site');
  return (
    <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
      {FAQS.map((id) => (
        <FaqItem key={id} question={t(`faq.${id}.question`)}>
          <p>
            <ProseText text={t(`faq.${id}.answer`)} />
          </p>
        </FaqItem>
      ))}
    </ul>
  );
}

function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-subtle"
        >
          {question}
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'h-5 w-5 shrink-0 text-muted motion-safe:transition-transform',
              open && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <div id={answerId} hidden={!open} className="px-5 pb-5 text-sm leading-6 text-body">
        {children}
      </div>
    </li>
  );
}
