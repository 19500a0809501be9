import type { BibleProgress } from '@shared/progress';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/ui/stat-card';
import { formatShare } from './format';

// Narrow paddings and small type on a phone: five columns fit 360 px without scrolling sideways.
const cell = 'px-1 py-1.5 text-right tabular-nums sm:px-2';
const head = 'px-1 py-2 text-right font-medium sm:px-2';

/** The map as a plain table: each book's chapters read, of how many, the share, and times completed. */
export function BibleMapTable({ books }: { books: BibleProgress['books'] }) {
  const { t } = useTranslation('progress');
  const { t: tb } = useTranslation('bible');
  return (
    <table className="w-full border-collapse text-xs sm:text-sm">
      <caption className="sr-only">{t('table.caption')}</caption>
      <thead>
        <tr className="border-b border-border text-xs text-muted">
          <th scope="col" className="px-1 py-2 text-left font-medium sm:px-2">
            {t('table.book')}
          </th>
          <th scope="col" className={head}>
            {t('table.read')}
          </th>
          <th scope="col" className={head}>
            {t('table.of')}
          </th>
          <th scope="col" className={head}>
            {t('table.percent')}
          </th>
          <th scope="col" className={head}>
            {t('table.completed')}
          </th>
        </tr>
      </thead>
      <tbody>
        {books.map((book) => (
          <tr key={book.book} className="border-b border-border last:border-0">
            <th scope="row" className="px-1 py-1.5 text-left font-medium sm:px-2">
              {tb(book.book)}
            </th>
            <td className={cell}>{formatCount(book.chaptersRead)}</td>
            <td className={cell}>{formatCount(book.chapters)}</td>
            <td className={cell}>{formatShare(book.chaptersRead, book.chapters)}</td>
            {/* Times completed: every chapter of the book read at least this many times. */}
            <td className={cell}>{formatCount(Math.min(...book.counts))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
