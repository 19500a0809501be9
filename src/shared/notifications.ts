import { z } from 'zod';

export const NOTIFICATIONS_LISTED = 50;

/** What a notification announces; the finishing badges are once ever (decision 019). */
const NOTIFICATION_KINDS = [
  'streak',
  'badge',
  'church-milestone',
  'book-finished',
  'testament-finished',
  'bible-finished',
  'goal-milestone',
] as const;

const notificationItem = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export const notificationList = z.object({ unread: z.number().int(), items: z.array(notificationItem) });
export type NotificationList = z.infer<typeof notificationList>;

/** A church milestone every this many chapters read by its members in the period. */
export const CHURCH_MILESTONE_CHAPTERS = 10_000;
