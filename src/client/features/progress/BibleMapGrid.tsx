/** biome-ignore-all lint/a11y/useSemanticElements: a grid whose cells wrap within each book; table elements cannot flow so. */
/** biome-ignore-all lint/a11y/useFocusableInteractive: focus roves between the cells, never onto rows or headers. */
import type { BibleProgress } from '@shared/progress';
import { BookCheck } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, memo, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swatch } from './cells';
import { formatShare, timesRead } from './format';
import { type CellAt, levelOf, moveFrom } from './map-keys';

type Book = BibleProgress['books'][number];

/**
 * The map itself: one ARIA grid per testament, each book a row (its name and percentage as the row
 * header, its chapters as cells). The two grids are one tab stop: a single cell of the whole map has
 * tabIndex 0 (roving tabindex), and the arrow keys move on across the testaments (see moveFrom).
 */
export function BibleMapGrid({ books }: { books: BibleProgress['books'] }) {
  const { t } = useTranslation('progress');
  const keysId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<CellAt>({ book: 0, chapter: 0 });
  const chapters = useMemo(() => books.map((b) => b.chapters), [books]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveFrom(active, event.key, event.ctrlKey || event.metaKey, chapters);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    rootRef.current?.querySelector<HTMLElement>(`[data-cell="${next.book}-${next.chapter}"]`)?.focus();
  };
  // A cell focused by pointer becomes the map's tab stop too.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const [book, chapter] = (event.target.dataset.cell ?? '').split('-').map(Number);
    if (book !== undefined && chapter !== undefined && !Number.isNaN(book) && !Number.isNaN(chapter))
      setActive((was) => (was.book === book && was.chapter === chapter ? was : { book, chapter }));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the grids' cells take the keys; this only delegates.
    <div ref={rootRef} onKeyDown={onKeyDown} onFocus={onFocus} className="space-y-6">
      <p id={keysId} className="text-sm text-muted">
        {t('keys')}
      </p>
      {(['old', 'new'] as const).map((testament) => (
        <Testament key={testament} testament={testament} books={books} active={active} describedBy={keysId} />
      ))}
    </div>
  );
}

interface TestamentProps {
  testament: 'old' | 'new';
  books: readonly Book[];
  active: CellAt;
  describedBy: string;
}

function Testament({ testament, books, active, describedBy }: TestamentProps) {
  const { t } = useTranslation('progress');
  const headingId = useId();
  const name = t(`testaments.${testament}`);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        {name}
      </h3>
      <div
        role="grid"
        aria-label={t('mapLabel', { testament: name })}
        aria-describedby={describedBy}
        className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {books.map((book, index) =>
          book.testament === testament ? (
            <BookRow
              key={book.book}
              book={book}
              index={index}
              activeChapter={active.book === index ? active.chapter : -1}
            />
          ) : null,
        )}
      </div>
    </section>
  );
}

// Memoised: a key press re-renders the two books it leaves and enters, not 1,189 cells.
const BookRow = memo(function BookRow({
  book,
  index,
  activeChapter,
}: {
  book: Book;
  index: number;
  activeChapter: number;
}) {
  const { t } = useTranslation('progress');
  const { t: tb } = useTranslation('bible');
  const name = tb(book.book);
  const finished = book.chaptersRead === book.chapters;
  return (
    <div
      role="row"
      className="flex flex-wrap content-start gap-1 rounded-lg border border-border bg-surface p-3"
    >
      <div role="rowheader" className="mb-1 flex w-full items-center justify-between gap-2 text-sm">
        <span className="font-semibold">{name}</span>
        <span className="flex items-center gap-1 text-muted">
          {finished && <BookCheck aria-hidden="true" className="h-4 w-4 text-secondary" />}
          {t('bookPercent', { percent: formatShare(book.chaptersRead, book.chapters) })}
          {finished && <span className="sr-only">{t('finished')}</span>}
        </span>
      </div>
      {book.counts.map((count, chapter) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a chapter's number is its index.
          key={chapter}
          role="gridcell"
          data-cell={`${index}-${chapter}`}
          tabIndex={chapter === activeChapter ? 0 : -1}
          aria-label={t('cellName', { book: name, chapter: chapter + 1, times: timesRead(t, count) })}
          // Clear of the sticky header when focus scrolls a cell into view (WCAG 2.4.11).
          className="scroll-mt-20 scroll-mb-4 rounded-sm"
        >
          <Swatch level={levelOf(count)} />
        </span>
      ))}
    </div>
  );
});
