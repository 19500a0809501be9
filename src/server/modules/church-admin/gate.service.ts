import {
  type AdminStatus,
  INCORRECT_CHURCH_PASSWORD_MESSAGE,
  type VerifyChurchPasswordResponse,
} from '@shared/church-admin';
import { t } from '@shared/i18n';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches, churchUnlockEvents, sessions } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';

export interface UnlockSettings {
  clock: Clock;
  unlockMinutes: number;
}

/**
 * Checks the church password for the caller's own church. Right: this session is unlocked for that
 * church until now + CHURCH_UNLOCK_MINUTES. Every attempt is logged (church_unlock_events). A wrong
 * password is an ordinary answer, not a 401, which would sign the client out.
 */
export async function verifyChurchPassword(
  db: Db,
  settings: UnlockSettings,
  caller: { userId: number; churchId: number; sessionId: number },
  password: string,
): Promise<VerifyChurchPasswordResponse> {
  const { userId, churchId, sessionId } = caller;
  const [church] = await db
    .select({ passwordHash: churches.passwordHash })
    .from(churches)
    .where(eq(churches.id, churchId))
    .limit(1);
  if (!church) throw notFound(t('common:churchNotFound'));
  const ok = await verifyPassword(church.passwordHash, password);
  const now = settings.clock.now();
  const until = new Date(now.getTime() + settings.unlockMinutes * 60_000);
  await transaction(db, async (tx) => {
    await tx.insert(churchUnlockEvents).values({ churchId, userId, success: ok, at: now });
    if (ok) {
      await tx
        .update(sessions)
        .set({ unlockedChurchId: churchId, unlockedUntil: until })
        .where(eq(sessions.id, sessionId));
    }
  });
  return ok
    ? { success: true, unlockedUntil: until.toISOString() }
    : { success: false, message: INCORRECT_CHURCH_PASSWORD_MESSAGE };
}

/** The admin panel's state for a session unlocked until `until` (null: locked). */
export function adminStatus(until: Date | null, isChurchAdmin: boolean): AdminStatus {
  return { unlocked: until !== null, unlockedUntil: until?.toISOString() ?? null, isChurchAdmin };
}
