import type { ActivityEntry } from '@shared/activity';
import { bookByNumber } from '@shared/bible';
import { type PersonLanguage, tIn } from '@shared/i18n';
import type { Db } from '../../db/client';
import { newestOwnRows } from '../../db/newest';
import { prayers, readings } from '../../db/schema';

interface Row {
  entry: ActivityEntry;
  at: Date;
}

const newestFirst = (a: Row, b: Row) =>
  b.at.getTime() - a.at.getTime() || b.entry.id - a.entry.id || a.entry.type.localeCompare(b.entry.type);

/**
 * The caller's readings and prayers, newest first (created_at, then id). Each table gives at most `limit`
 * rows from its (user_id, created_at desc, id desc) index; the merge keeps the newest `limit`. `details`
 * is written in the caller's language ("Salmos 23", "15 minutos"; English by default, decision 035).
 */
export async function recentActivity(
  db: Db,
  userId: number,
  limit: number,
  language: PersonLanguage = 'en',
): Promise<ActivityEntry[]> {
  const t = tIn(language);
  const [readingRows, prayerRows] = await Promise.all([
    newestOwnRows(
      db
        .select({
          id: readings.id,
          book: readings.book,
          chapter: readings.chapter,
          date: readings.readDate,
          at: readings.createdAt,
        })
        .from(readings)
        .$dynamic(),
      readings,
      userId,
      limit,
    ),
    newestOwnRows(
      db
        .select({ id: prayers.id, minutes: prayers.minutes, date: prayers.prayerDate, at: prayers.createdAt })
        .from(prayers)
        .$dynamic(),
      prayers,
      userId,
      limit,
    ),
  ]);
  const rows: Row[] = [
    ...readingRows.map((r) => ({
      at: r.at,
      entry: {
        id: r.id,
        type: 'reading' as const,
        details: t('readings:chapter', {
          // As the client does: a book's name (with spaces) is a key of the `bible` namespace.
          book: t(bookByNumber(r.book)?.name ?? String(r.book), { ns: 'bible' }),
          chapter: r.chapter,
        }),
        timestamp: r.at.toISOString(),
        date: r.date,
      },
    })),
    ...prayerRows.map((p) => ({
      at: p.at,
      entry: {
        id: p.id,
        type: 'prayer' as const,
        details: t('activity:minutes', { count: p.minutes }),
        timestamp: p.at.toISOString(),
        date: p.date,
      },
    })),
  ];
  return rows
    .sort(newestFirst)
    .slice(0, limit)
    .map((r) => r.entry);
}
