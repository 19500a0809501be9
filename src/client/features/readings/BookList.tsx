import type { BibleBook } from '@shared/bible';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

interface BookListProps {
  books: readonly BibleBook[];
  value: string;
  onChange: (book: string) => void;
}

/**
 * The books of one testament as a native radio group in a scrolling box: arrow keys move the choice,
 * Tab leaves the group, screen readers say "radio, 3 of 39". The inputs are visually hidden; each
 * label shows the state (colour and weight) and the keyboard focus ring.
 */
export function BookList({ books, value, onChange }: BookListProps) {
  const { t } = useTranslation('bible');
  const name = useId();
  const { t: tr } = useTranslation('readings');
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium">{tr('book')}</legend>
      <div className="h-40 overflow-y-auto rounded-md border border-border p-1 sm:h-80">
        {books.map((book) => (
          <label
            key={book.name}
            className={cn(
              'relative flex cursor-pointer items-center rounded px-2 py-1.5 text-sm',
              'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-inset',
              book.name === value
                ? 'bg-primary font-semibold text-primary-foreground'
                : 'text-foreground hover:bg-slate-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={book.name}
              checked={book.name === value}
              onChange={() => onChange(book.name)}
              className="sr-only"
            />
            {t(book.name)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
