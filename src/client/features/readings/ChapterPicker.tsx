import { type BibleBook, bookByName, booksOf, type Testament } from '@shared/bible';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { BookList } from './BookList';
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

/** Spec "Chapter picker": testament, book and chapters; the selection itself belongs to the caller. */
export function ChapterPicker({ selected, onChange }: ChapterPickerProps) {
  const { t } = useTranslation('readings');
  const headingId = useId();
  const testamentName = useId();
  const [testament, setTestament] = useState<Testament>('old');
  const [bookName, setBookName] = useState('Genesis');
  const books = useMemo(() => booksOf(testament), [testament]);
  const book = bookByName(bookName) as BibleBook;
  const chosen = useMemo(() => new Set(selected.map(chapterLabel)), [selected]);

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
              'sm',
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
              }}
              className="sr-only"
            />
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        {/* Keyed by testament: a switch starts the list again at its top, where Genesis or Matthew is. */}
        <BookList key={testament} books={books} value={book.name} onChange={setBookName} />
        <ChapterGrid
          book={book}
          isChosen={(chapter) => chosen.has(chapterLabel({ book: book.name, chapter }))}
          onToggle={(chapter) => onChange(toggleChapter(selected, book.name, chapter))}
          onSelectAll={() => onChange(selectAllChapters(selected, book))}
        />
      </div>
      <SelectedChapters
        selected={selected}
        onRemove={(c) => onChange(removeChapter(selected, c.book, c.chapter))}
      />
    </section>
  );
}
