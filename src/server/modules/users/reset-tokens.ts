import { RESET_TOKEN_MINUTES } from '@shared/password-reset';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { hashToken, randomToken } from '../../lib/tokens';

/*
 * Reset links: a single-use random token, valid RESET_TOKEN_MINUTES, of which only the hash is stored.
 * Issued by forgot-password and with the notice of an account change made by someone else (both use
 * /reset-password to spend it).
 */
export type ResetSubject = { userId: number } | { churchId: number };

export async function createResetToken(db: Db, clock: Clock, subject: ResetSubject): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: 'userId' in subject ? subject.userId : null,
    churchId: 'churchId' in subject ? subject.churchId : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
  });
  return token;
}

/** The page that spends a token; PUBLIC_URL, never the request's Host header. */
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
