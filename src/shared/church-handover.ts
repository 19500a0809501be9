import { z } from 'zod';
import { churchPasswordChangeRequest } from './church-admin';
import { confirmationCodeField } from './confirmations';
import { addNamespace, t } from './i18n';
import { churchHandover as texts } from './i18n/en/church-handover';
import { idField } from './ids';
import { emailField } from './users';

// Loaded with this contract, not the first script: Church Admin's card, the accept page, the e-mail.
addNamespace('churchHandover', texts);

/*
 * Handing a church's administration to another member (issue 15, decisions 003 and 033). The
 * administrator offers it (one pending offer per church, a new one replaces it); the member accepts from
 * the e-mailed link, signed in as themselves.
 */

/** How long an offer's link works. */
export const HANDOVER_DAYS = 7;

export const MEMBER_REQUIRED_MESSAGE = t('churchHandover:memberRequired');
export const HANDOVER_NOT_YOURSELF_MESSAGE = t('churchHandover:notYourself');
export const INVALID_HANDOVER_LINK_MESSAGE = t('churchHandover:invalidLink');
export const HANDOVER_NOT_YOURS_MESSAGE = t('churchHandover:notYours');
/** Without the church's name: a template like "{{x}} of {{y}}" would match it first (localise.ts). */
export const HANDOVER_ACCEPTED_MESSAGE = t('churchHandover:accepted');

/** POST /api/church/handover: the member offered the administration. */
export const handoverOfferRequest = z.object({
  userId: idField(MEMBER_REQUIRED_MESSAGE),
  /** The code mailed to the administrator making the offer (decision 037). */
  confirmationCode: confirmationCodeField,
});

/** The pending offer, as the administrator sees it. */
const handoverOffer = z.object({
  userId: z.number().int(),
  /** 'Anonymous member' for a member who opted out of sharing their name. */
  name: z.string(),
  /** The member opted out of sharing their name: the app shows `name` in the reader's language. */
  anonymous: z.boolean(),
  /** The link stops working at this instant (ISO 8601). */
  expiresAt: z.string(),
});

/** GET /api/church/handover: the pending offer, or null. */
export const handoverStatus = z.object({ offer: handoverOffer.nullable() });
export type HandoverStatus = z.infer<typeof handoverStatus>;

/**
 * POST /api/church/handover/accept: the token of the e-mailed link (random, URL-safe) and the church's
 * new password, chosen by the new administrator: the former one knew the old password, which opens the
 * admin panel to any member who has it (decision 003).
 */
const handoverToken = z
  .string({ error: INVALID_HANDOVER_LINK_MESSAGE })
  .min(10, INVALID_HANDOVER_LINK_MESSAGE)
  .max(200, INVALID_HANDOVER_LINK_MESSAGE)
  .regex(/^[A-Za-z0-9_-]+$/, INVALID_HANDOVER_LINK_MESSAGE);

/**
 * POST /api/church/handover/email-code: the address the new administrator chooses for the church (its
 * Church Login and password resets go there); a code is mailed to it to prove it is theirs.
 */
export const handoverEmailCodeRequest = z.object({
  token: handoverToken,
  churchEmail: emailField(t('common:validEmail')),
});

/**
 * POST /api/church/handover/accept: the church's credentials move to the new side (decision 037): its
 * e-mail (proven by the code mailed to it) and a new password.
 */
export const handoverAcceptRequest = z.object({
  token: handoverToken,
  churchEmail: emailField(t('common:validEmail')),
  emailCode: confirmationCodeField,
  churchPassword: churchPasswordChangeRequest.shape.newPassword,
});

export type HandoverAcceptRequest = z.input<typeof handoverAcceptRequest>;

export const handoverAcceptResponse = z.object({
  message: z.string(),
  church: z.object({ id: z.number().int(), name: z.string() }),
});
export type HandoverAcceptResponse = z.infer<typeof handoverAcceptResponse>;
