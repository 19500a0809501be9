import { t } from '@shared/i18n';
import type { ReminderKind, UnsubscribeResponse } from '@shared/reminders';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reminderSettings } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { reschedule } from './reschedule';

const EMAIL_COLUMN = { daily: 'dailyEmail', behind: 'behindEmail', weekly: 'weeklyEmail' } as const;

/**
 * The e-mails' one-click unsubscribe: turns off that kind's e-mails of the token's owner (pushes and the
 * other kinds stay) and reschedules, in one transaction. Unsubscribing twice answers the same. A token
 * that matches nobody is 404: the link is not valid (the account was deleted, or it was mistyped).
 */
export async function unsubscribe(
  db: Db,
  clock: Clock,
  token: string,
  kind: ReminderKind,
): Promise<UnsubscribeResponse> {
  return transaction(db, async (tx) => {
    const now = clock.now();
    const [row] = await tx
      .update(reminderSettings)
      .set({ [EMAIL_COLUMN[kind]]: false, updatedAt: now })
      .where(eq(reminderSettings.unsubscribeToken, token))
      .returning({ userId: reminderSettings.userId });
    if (!row) throw notFound(t('reminders:unknownUnsubscribe'));
    await reschedule(tx, row.userId, now);
    return { kind, channel: 'email', message: t(`reminders:unsubscribed.${kind}`) };
  });
}
