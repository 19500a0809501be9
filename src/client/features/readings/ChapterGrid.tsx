import type { BibleBook } from '@shared/bible';
import { CheckCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useGridColumns, useGridNavigation } from './use-grid-navigation';

/** Where the chapter's number goes in the cells' label, translated once for the whole grid. */
const CHAPTER_SLOT = '\u0000';

interface ChapterGridProps {
  book: BibleBook;
  isChosen: (chapter: number) => boolean;
  onToggle: (chapter: number) => void;
  onSelectAll: () => void;
}

/**
 * The book's chapters as an ARIA grid of cells at least 44 px square, as many to a row as fit (up to 10,
 * see useGridColumns): one tab stop, arrows move between chapters, Space or Enter picks one
 * (aria-selected), so that a keyboard user crosses the picker in one Tab instead of one per chapter.
 */
export function ChapterGrid({ book, isChosen, onToggle, onSelectAll }: ChapterGridProps) {
  const { t } = useTranslation('readings');
  const { t: tb } = useTranslation('bible');
  const headingId = useId();
  const bookName = tb(book.name);
  // One translation for the grid rather than two per cell: Psalms has 150 cells, and i18next's
  // interpolation in each was a sixth of the dashboard's longest task on a slowed phone CPU.
  const labelTemplate = t('chapter', { book: bookName, chapter: CHAPTER_SLOT });
  const { ref: gridRef, columns } = useGridColumns();
  const { cellProps } = useGridNavigation(book.name, book.chapters, columns, (index) => onToggle(index + 1));
  const rows = Array.from({ length: Math.ceil(book.chapters / columns) }, (_, row) =>
    Array.from({ length: Math.min(columns, book.chapters - row * columns) }, (_, i) => row * columns + i + 1),
  );
  return (
    <div className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-medium">
          {bookName}
          <span className="sr-only">{t('gridChapters')}</span>
        </h4>
        <Button size="sm" variant="outline" onClick={onSelectAll}>
          <CheckCheck aria-hidden="true" className="h-4 w-4" />
          {t('selectAll')}
        </Button>
      </div>
      {/* The ARIA grid pattern on elements without roles of their own: Biome's rules refuse role="grid"
          on a <table> as much as on a <div>, and a CSS grid lays out the rows. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <div
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        aria-multiselectable="true"
        className="space-y-1"
      >
        {rows.map((chapters) => (
          // biome-ignore lint/a11y/useSemanticElements: a row of the grid above
          // biome-ignore lint/a11y/useFocusableInteractive: the cells take the focus, not the rows
          <div
            role="row"
            key={chapters[0]}
            className="grid gap-1"
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {chapters.map((chapter) => {
              const chosen = isChosen(chapter);
              const cell = cellProps(chapter - 1);
              return (
                // biome-ignore lint/a11y/useSemanticElements: a cell of the grid above
                <div
                  key={chapter}
                  ref={cell.ref}
                  role="gridcell"
                  tabIndex={cell.tabIndex}
                  aria-selected={chosen}
                  aria-label={labelTemplate.replace(CHAPTER_SLOT, String(chapter))}
                  onFocus={cell.onFocus}
                  onClick={cell.onClick}
                  onKeyDown={cell.onKeyDown}
                  className={cn(
                    'flex h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border text-sm tabular-nums transition-colors select-none',
                    chosen
                      ? 'border-primary bg-primary font-semibold text-primary-foreground'
                      : 'border-border bg-surface text-foreground hover:bg-subtle',
                  )}
                >
                  {chapter}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
