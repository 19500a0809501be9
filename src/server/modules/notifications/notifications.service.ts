import { type PersonLanguage, shared } from '@shared/i18n';
import { localise } from '@shared/i18n/localise';
import { type NoticeKey, noticeMessage } from '@shared/notice-text';
import { NOTIFICATIONS_LISTED, type NotificationList } from '@shared/notifications';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newestOwnRows } from '../../db/newest';
import { notifications } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';

const unreadOf = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

interface StoredText {
  message: string;
  messageKey: string | null;
  messageParams: (typeof notifications.$inferSelect)['messageParams'];
}

/**
 * A notification's message in the reader's language (decision 035): English as stored; another language
 * from its catalogue key and values, or, for a row made before they were stored (migration 0025), its
 * English text looked up in the catalogue (localise.ts: the same lookup as the server's messages).
 */
function messageIn(row: StoredText, language: PersonLanguage): string {
  if (language === 'en') return row.message;
  if (row.messageKey && row.messageParams)
    return noticeMessage({ key: row.messageKey as NoticeKey, params: row.messageParams }, language);
  return localise(row.message, shared, language);
}

/**
 * The caller's newest notifications (bounded) and how many of all of theirs are unread, their messages
 * in the caller's language.
 */
export async function listNotifications(
  db: Db,
  userId: number,
  language: PersonLanguage = 'en',
): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    newestOwnRows(
      db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          message: notifications.message,
          messageKey: notifications.messageKey,
          messageParams: notifications.messageParams,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .$dynamic(),
      notifications,
      userId,
      NOTIFICATIONS_LISTED,
    ),
    // Counted on the partial index of unread rows, which reading them empties.
    db.select({ n: count() }).from(notifications).where(unreadOf(userId)),
  ]);
  return {
    unread: unread?.n ?? 0,
    items: rows.map(({ readAt, createdAt, message, messageKey, messageParams, ...n }) => ({
      ...n,
      message: messageIn({ message, messageKey, messageParams }, language),
      createdAt: createdAt.toISOString(),
      read: readAt !== null,
    })),
  };
}

export async function markAllRead(db: Db, clock: Clock, userId: number): Promise<void> {
  // In a transaction, though one statement: a request's Idempotency-Key commits with it (decision 025).
  await transaction(db, (tx) =>
    tx.update(notifications).set({ readAt: clock.now() }).where(unreadOf(userId)),
  );
}
