import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  CONFIRMATION_CODE_MINUTES,
  CONFIRMATION_CODE_TRIES,
  CONFIRMATION_CODE_WRONG_MESSAGE,
} from '@shared/confirmations';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { confirmationCodes } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';

/*
 * One-time codes mailed to an address to confirm an action (decision 037): a power over another person
 * (the code goes to the acting account's own address), or that a new church address is the chooser's (the
 * code goes to that address). What a code confirms is its purpose; which address it proves is `sentTo`.
 */

/** Who asks and for what; `sentTo` is the address the code is mailed to. */
export interface CodeSubject {
  userId: number;
  purpose: string;
  sentTo: string;
}

/** Makes a new code for the subject, replacing any earlier one of the same purpose. */
export async function issueConfirmationCode(db: Db, clock: Clock, subject: CodeSubject) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + CONFIRMATION_CODE_MINUTES * 60_000);
  await transaction(db, async (tx) => {
    await tx
      .delete(confirmationCodes)
      .where(
        and(eq(confirmationCodes.userId, subject.userId), eq(confirmationCodes.purpose, subject.purpose)),
      );
    await tx
      .insert(confirmationCodes)
      .values({ ...subject, codeHash: hashToken(code), createdAt: now, expiresAt });
  });
  return { code, expiresAt };
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks a typed code against the subject's live one, before the action's transaction: a wrong try is
 * counted (and committed) here, and the code dies at the last allowed one. Answers the code's id for
 * `spendConfirmationCode`, which the action calls inside its own transaction. `field` names the input in
 * the 400 answer.
 */
export async function checkConfirmationCode(
  db: Db,
  clock: Clock,
  subject: CodeSubject,
  code: string | undefined,
  field: string,
): Promise<number> {
  const wrong = () => fieldError(field, CONFIRMATION_CODE_WRONG_MESSAGE);
  if (code === undefined) throw wrong();
  const [live] = await db
    .select()
    .from(confirmationCodes)
    .where(
      and(
        eq(confirmationCodes.userId, subject.userId),
        eq(confirmationCodes.purpose, subject.purpose),
        gt(confirmationCodes.expiresAt, clock.now()),
      ),
    )
    .orderBy(desc(confirmationCodes.id))
    .limit(1);
  if (!live) throw wrong();
  const right =
    sameText(live.codeHash, hashToken(code)) && live.sentTo.toLowerCase() === subject.sentTo.toLowerCase();
  if (right) return live.id;
  if (live.wrongTries + 1 >= CONFIRMATION_CODE_TRIES) {
    await db.delete(confirmationCodes).where(eq(confirmationCodes.id, live.id));
  } else {
    await db
      .update(confirmationCodes)
      .set({ wrongTries: sql`${confirmationCodes.wrongTries} + 1` })
      .where(eq(confirmationCodes.id, live.id));
  }
  throw wrong();
}

/**
 * Spends a checked code in the action's transaction: single use even when two requests carry it at once
 * (the second finds nothing to delete), and kept when the action fails and rolls back.
 */
export async function spendConfirmationCode(tx: Db, codeId: number, field: string): Promise<void> {
  const spent = await tx
    .delete(confirmationCodes)
    .where(eq(confirmationCodes.id, codeId))
    .returning({ id: confirmationCodes.id });
  if (spent.length === 0) throw fieldError(field, CONFIRMATION_CODE_WRONG_MESSAGE);
}
