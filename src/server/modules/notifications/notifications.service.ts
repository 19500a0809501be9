import { NOTIFICATIONS_LISTED, type NotificationList } from '@shared/notifications';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newestOwnRows } from '../../db/newest';
import { notifications } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';

const unreadOf = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** The caller's newest notifications (bounded) and how many of all of theirs are unread. */
export async function listNotifications(db: Db, userId: number): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    newestOwnRows(
      db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          message: notifications.message,
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
    items: rows.map(({ readAt, createdAt, ...n }) => ({
      ...n,
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
