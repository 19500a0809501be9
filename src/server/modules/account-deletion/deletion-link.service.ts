import { DELETION_LINK_MINUTES, INVALID_DELETION_LINK_MESSAGE } from '@shared/account-deletion';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountDeletionTokens } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';

/*
 * The e-mailed confirmation of a deletion (decision 033), for anyone who would rather not type a
 * password (people who sign in through church login know the church's, which may not be their own).
 * Like a reset link: single use, DELETION_LINK_MINUTES, only its hash kept; and it deletes only the
 * account of the person who asked for it, from their own session.
 */

export interface IssuedDeletionLink {
  token: string;
  expiresAt: Date;
}

export async function issueDeletionToken(db: Db, clock: Clock, userId: number): Promise<IssuedDeletionLink> {
  const token = randomToken();
  const createdAt = clock.now();
  const expiresAt = new Date(createdAt.getTime() + DELETION_LINK_MINUTES * 60_000);
  await db
    .insert(accountDeletionTokens)
    .values({ tokenHash: hashToken(token), userId, createdAt, expiresAt });
  return { token, expiresAt };
}

/** The page that spends a token; PUBLIC_URL, never the request's Host header. */
export const deletionLink = (publicUrl: string, token: string) =>
  `${publicUrl}/delete-account?token=${encodeURIComponent(token)}`;

/**
 * Spends the person's own live token, inside the deletion's transaction (so two uses at once succeed
 * once, and a failed deletion leaves it unspent). Another person's token, an unknown, expired or used one
 * are refused alike: 400 naming the token.
 */
export async function claimDeletionToken(tx: Db, clock: Clock, userId: number, token: string) {
  const now = clock.now();
  const [claimed] = await tx
    .update(accountDeletionTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountDeletionTokens.tokenHash, hashToken(token)),
        eq(accountDeletionTokens.userId, userId),
        isNull(accountDeletionTokens.usedAt),
        gt(accountDeletionTokens.expiresAt, now),
      ),
    )
    .returning({ id: accountDeletionTokens.id });
  if (!claimed) throw fieldError('token', INVALID_DELETION_LINK_MESSAGE);
}
