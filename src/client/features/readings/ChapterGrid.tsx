import type { BibleBook } from '@shared/bible';
import { CheckCheck } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

interface ChapterGridProps {
  book: BibleBook;
  isChosen: (chapter: number) => boolean;
  onToggle: (chapter: number) => void;
  onSelectAll: () => void;
}

/** One toggle button per chapter of the book: 8 columns on small screens, 10 on wider ones. */
export function ChapterGrid({ book, isChosen, onToggle, onSelectAll }: ChapterGridProps) {
  const headingId = useId();
  const chapters = Array.from({ length: book.chapters }, (_, i) => i + 1);
  return (
    <div className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-medium">
          {book.name}
          <span className="sr-only"> chapters</span>
        </h4>
        <Button size="sm" variant="outline" onClick={onSelectAll}>
          <CheckCheck aria-hidden="true" className="h-4 w-4" />
          Select All Chapters
        </Button>
      </div>
      <fieldset aria-labelledby={headingId} className="grid grid-cols-8 gap-1 sm:grid-cols-10">
        {chapters.map((chapter) => {
          const chosen = isChosen(chapter);
          return (
            <button
              key={chapter}
              type="button"
              aria-pressed={chosen}
              aria-label={`${book.name} ${chapter}`}
              onClick={() => onToggle(chapter)}
              className={cn(
                'flex h-9 min-w-0 items-center justify-center rounded-md border text-sm tabular-nums transition-colors',
                chosen
                  ? 'border-primary bg-primary font-semibold text-primary-foreground'
                  : 'border-border bg-surface text-foreground hover:bg-slate-100',
              )}
            >
              {chapter}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
