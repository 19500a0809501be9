import { z } from 'zod';
import { addNamespace, t } from './i18n';
import { confirmations as texts } from './i18n/en/confirmations';

// Loaded with this contract, not the first script: the pages with a code field, the server's answers and mail.
addNamespace('confirmations', texts);

/*
 * One-time codes that confirm a power over another person or over the church's credentials (issue 35,
 * decision 037). The code goes to the acting account's own address (a church administrator's, or the
 * church's for the church account): knowing the church password is never enough.
 */

/** What a code confirms; a code confirms only its own purpose. */
const CONFIRMATION_PURPOSES = [
  /** Changing another member's e-mail address or password. */
  'member-change',
  /** Changing the church password. */
  'church-password',
  /** Deleting the church. */
  'church-delete',
  /** Offering the administration to another member. */
  'handover',
] as const;
export type ConfirmationPurpose = (typeof CONFIRMATION_PURPOSES)[number];

/** How long a code works, and how many wrong tries kill it. */
export const CONFIRMATION_CODE_MINUTES = 10;
export const CONFIRMATION_CODE_TRIES = 5;

export const CONFIRMATION_CODE_MESSAGE = t('confirmations:codeInvalid');
export const CONFIRMATION_CODE_WRONG_MESSAGE = t('confirmations:codeWrong');
/** 403 (code 'church_account') of a personal route called by a church's own account. */
export const CHURCH_ACCOUNT_ONLY_MESSAGE = t('churchAdmin:churchAccountOnly');

/** The code a person types: six digits (spaces around it forgiven). */
export const confirmationCodeField = z
  .string({ error: CONFIRMATION_CODE_MESSAGE })
  .trim()
  .regex(/^\d{6}$/, CONFIRMATION_CODE_MESSAGE);

/** POST /api/church/confirmation-code */
export const confirmationCodeRequest = z.object({
  purpose: z.enum(CONFIRMATION_PURPOSES, { error: t('common:invalidValue') }),
});

/** Where the code went, partly hidden ("p•••@grace.example"), and until when it works. */
export const confirmationCodeSent = z.object({
  message: z.string(),
  sentTo: z.string(),
  expiresAt: z.string(),
});
export type ConfirmationCodeSent = z.infer<typeof confirmationCodeSent>;

/** A body carrying the code, for actions whose spec payload is otherwise empty (deleting the church). */
export const confirmedRequest = z.object({ confirmationCode: confirmationCodeField });
