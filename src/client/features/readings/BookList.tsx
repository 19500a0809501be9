import type { BibleBook } from '@shared/bible';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

interface BookListProps {
  /** Set on the group: the search field above points at it (aria-controls). */
  id?: string;
  books: readonly BibleBook[];
  value: string;
  onChange: (book: string) => void;
  /** Said when `books` is empty (a search that found nothing). */
  empty?: string;
}

/**
 * Books as a native radio group laid out as a grid of tiles (44 px high on a phone, for a thumb), in the
 * page's own scroll: arrow keys move the choice, Tab leaves the group, screen readers say "radio, 3 of
 * 39". The inputs are visually hidden; each tile shows the state (colour and weight) and the focus ring.
 * The group is no tab stop of its own: the search field above is, and its arrow keys lead here (one stop
 * for finding a book, as the picker had before the search; see BookSearch).
 */
export function BookList({ id, books, value, onChange, empty }: BookListProps) {
  const { t } = useTranslation('bible');
  const name = useId();
  const { t: tr } = useTranslation('readings');
  return (
    <fieldset id={id} className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium">{tr('book')}</legend>
      {books.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-1.5">
          {books.map((book) => (
            <label
              key={book.name}
              className={cn(
                'relative flex min-h-11 cursor-pointer items-center justify-center rounded-md border px-2 py-1 text-center text-sm leading-tight sm:min-h-9',
                'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2',
                book.name === value
                  ? 'border-primary bg-primary font-semibold text-primary-foreground'
                  : 'border-border bg-surface text-foreground hover:bg-subtle',
              )}
            >
              <input
                type="radio"
                name={name}
                value={book.name}
                checked={book.name === value}
                onChange={() => onChange(book.name)}
                tabIndex={-1}
                className="sr-only"
              />
              {t(book.name)}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
