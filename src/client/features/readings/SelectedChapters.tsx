import type { ChapterRef } from '@shared/readings';
import { X } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { type ChapterSelection, chapterLabel } from './chapter-selection';

interface SelectedChaptersProps {
  selected: ChapterSelection;
  onRemove: (chapter: ChapterRef) => void;
}

/** The chosen chapters as removable chips. */
export function SelectedChapters({ selected, onRemove }: SelectedChaptersProps) {
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
        Selected Chapters ({count})
      </h4>
      <p role="status" className="sr-only">
        {count === 1 ? '1 chapter selected' : `${count} chapters selected`}
      </p>
      {count === 0 ? (
        <p className="text-sm text-muted">No chapters selected</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex max-h-40 flex-wrap gap-2 overflow-y-auto p-0.5">
          {selected.map((chapter, index) => {
            const label = chapterLabel(chapter);
            return (
              <li
                key={label}
                className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-0.5 pr-0.5 pl-3 text-sm text-indigo-900"
              >
                {label}
                <button
                  type="button"
                  aria-label={`Remove ${label}`}
                  onClick={() => {
                    refocus.current = index;
                    onRemove(chapter);
                  }}
                  className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-indigo-100"
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
