import { type BibleBook, bookByName, booksOf, type Testament } from '@shared/bible';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
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

const TESTAMENTS: readonly { value: Testament; label: string; firstBook: string }[] = [
  { value: 'old', label: 'Old Testament', firstBook: 'Genesis' },
  { value: 'new', label: 'New Testament', firstBook: 'Matthew' },
];

interface ChapterPickerProps {
  selected: ChapterSelection;
  onChange: (next: ChapterSelection) => void;
}

/** Spec "Chapter picker": testament, book and chapters; the selection itself belongs to the caller. */
export function ChapterPicker({ selected, onChange }: ChapterPickerProps) {
  const headingId = useId();
  const [testament, setTestament] = useState<Testament>('old');
  const [bookName, setBookName] = useState('Genesis');
  const books = useMemo(() => booksOf(testament), [testament]);
  const book = bookByName(bookName) as BibleBook;
  const chosen = useMemo(() => new Set(selected.map(chapterLabel)), [selected]);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-base font-semibold">
        Select Chapters Read
      </h3>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">Testament</legend>
        {TESTAMENTS.map((t) => (
          <Button
            key={t.value}
            size="sm"
            variant={testament === t.value ? 'primary' : 'outline'}
            aria-pressed={testament === t.value}
            onClick={() => {
              setTestament(t.value);
              setBookName(t.firstBook);
            }}
          >
            {t.label}
          </Button>
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
