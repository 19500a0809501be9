import { type BibleBook, bookByName, booksOf, type Testament } from '@shared/bible';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { BookList } from './BookList';
import { BookSearch } from './BookSearch';
import { booksMatching, useParsedBook } from './book-search';
import { ChapterGrid } from './ChapterGrid';
import {
  type ChapterSelection,
  chapterLabel,
  removeChapter,
  selectAllChapters,
  toggleChapter,
} from './chapter-selection';
import { SelectedChapters } from './SelectedChapters';

const TESTAMENTS = [
  { value: 'old', label: 'oldTestament', firstBook: 'Genesis' },
  { value: 'new', label: 'newTestament', firstBook: 'Matthew' },
] as const satisfies readonly { value: Testament; label: string; firstBook: string }[];

interface ChapterPickerProps {
  selected: ChapterSelection;
  onChange: (next: ChapterSelection) => void;
}

/**
 * Spec "Chapter picker": testament, book and chapters; the selection itself belongs to the caller. A search
 * narrows the books (of both testaments: "1co" finds 1 Corinthians from the Old Testament's list), and a
 * book found in the other testament switches it, so the testament shown is always the book's own.
 */
export function ChapterPicker({ selected, onChange }: ChapterPickerProps) {
  const { t, i18n } = useTranslation(['readings', 'bible']);
  const headingId = useId();
  const testamentName = useId();
  const bookListId = useId();
  const [testament, setTestament] = useState<Testament>('old');
  const [bookName, setBookName] = useState('Genesis');
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const named = useParsedBook(query, searching, i18n.language);
  const found = useMemo(
    () => booksMatching(query, (b) => t(b.name, { ns: 'bible' }), named),
    [query, named, t],
  );
  const typed = query.trim() !== '';
  const books = typed ? found : booksOf(testament);
  const book = bookByName(bookName) as BibleBook;
  const chosen = useMemo(() => new Set(selected.map(chapterLabel)), [selected]);
  const choose = (name: string) => {
    setBookName(name);
    setTestament(bookByName(name)?.testament ?? testament);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t('pickerHeading')}
      </h3>
      {/* One choice of two: a radio group, one tab stop (arrows switch), shown as two buttons. */}
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">{t('testament')}</legend>
        {TESTAMENTS.map((option) => (
          <label
            key={option.value}
            className={buttonClasses(
              testament === option.value ? 'primary' : 'outline',
              'md',
              'cursor-pointer has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
            )}
          >
            <input
              type="radio"
              name={testamentName}
              value={option.value}
              checked={testament === option.value}
              onChange={() => {
                setTestament(option.value);
                setBookName(option.firstBook);
                setQuery('');
              }}
              className="sr-only"
            />
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      <BookSearch
        listId={bookListId}
        value={query}
        onChange={setQuery}
        onFocus={() => setSearching(true)}
        onPickFirst={() => found[0] && choose(found[0].name)}
        found={typed ? found.length : null}
      />
      <BookList
        id={bookListId}
        books={books}
        value={book.name}
        onChange={choose}
        empty={t('noBookFound', { query })}
      />
      <ChapterGrid
        book={book}
        isChosen={(chapter) => chosen.has(chapterLabel({ book: book.name, chapter }))}
        onToggle={(chapter) => onChange(toggleChapter(selected, book.name, chapter))}
        onSelectAll={() => onChange(selectAllChapters(selected, book))}
      />
      <SelectedChapters
        selected={selected}
        onRemove={(c) => onChange(removeChapter(selected, c.book, c.chapter))}
      />
    </section>
  );
}
