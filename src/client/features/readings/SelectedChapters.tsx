import type { ChapterRef } from '@shared/readings';
import { X } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChapterSelection } from './chapter-selection';

interface SelectedChaptersProps {
  selected: ChapterSelection;
  onRemove: (chapter: ChapterRef) => void;
}

/** The chosen chapters as removable chips, in the page's own scroll (no box of their own). */
export function SelectedChapters({ selected, onRemove }: SelectedChaptersProps) {
  const { t } = useTranslation('readings');
  const { t: tb } = useTranslation('bible');
  const headingId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const refocus = useRef<number | null>(null);
  // A removed chip takes its button with it: focus moves to the chip that took its place (or the heading),
  // never to the top of the page.
  useLayoutEffect(() => {
    const index = refocus.current;
    if (index === null || !boxRef.current) return;
    refocus.current = null;
    const buttons = boxRef.current.querySelectorAll<HTMLButtonElement>('li button');
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? boxRef.current.querySelector<HTMLElement>('h4'))?.focus();
  });
  const count = selected.length;
  return (
    <div ref={boxRef} className="space-y-2">
      <h4 id={headingId} tabIndex={-1} className="text-sm font-medium outline-none">
        {t('selectedHeading', { count })}
      </h4>
      <p role="status" className="sr-only">
        {t('selectedStatus', { count })}
      </p>
      {count === 0 ? (
        <p className="text-sm text-muted">{t('noChapters')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-wrap gap-2 p-0.5">
          {selected.map((chapter, index) => {
            const label = t('chapter', { book: tb(chapter.book), chapter: chapter.chapter });
            return (
              <li
                key={label}
                className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-0.5 pr-0.5 pl-3 text-sm text-primary-soft-foreground"
              >
                {label}
                <button
                  type="button"
                  aria-label={t('remove', { chapter: label })}
                  onClick={() => {
                    refocus.current = index;
                    onRemove(chapter);
                  }}
                  className="flex h-8 w-8 items-center justify-center rounded-full hover:bg-primary-soft-border"
                >
                  <X aria-hidden="true" className="h-3.5 w-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
