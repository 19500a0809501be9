import { CONFIRMATION_CODE_MINUTES, type ConfirmationCodeSent } from '@shared/confirmations';
import { t as english, type PersonLanguage, tIn } from '@shared/i18n';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { escapeHtml, type MailMessage } from '../../lib/mailer';
import { type CodeSubject, issueConfirmationCode } from './confirmation-codes';

interface CodeMail {
  to: string;
  code: string;
  /** Who asked: the account's name (a person's, or the church's for the church account). */
  account: string;
  /** The purpose, a key of confirmations:mail.actions. */
  purpose: string;
  language: PersonLanguage;
}

/** The code, what it confirms and for whom, in the reader's language. The code is in the subject too. */
function confirmationMail(mail: CodeMail): MailMessage {
  const t = tIn(mail.language);
  const action = t(`confirmations:mail.actions.${mail.purpose}` as 'confirmations:mail.actions.handover');
  const lines = [
    t('confirmations:mail.intro', { account: mail.account, action }),
    t('confirmations:mail.expires', { minutes: CONFIRMATION_CODE_MINUTES }),
    t('confirmations:mail.notYou'),
  ];
  const [intro, ...after] = lines.map(escapeHtml);
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${intro}</p>
<p style="font-size:28px;letter-spacing:6px"><strong>${mail.code}</strong></p>
${after.map((line) => `<p>${line}</p>`).join('\n')}
</body></html>`;
  const text = [lines[0], '', mail.code, '', ...lines.slice(1)].join('\n');
  return { to: mail.to, subject: t('confirmations:mail.subject', { code: mail.code }), text, html };
}

/** An address as the answer shows it: enough to recognise, not to learn ("p•••@grace.example"). */
function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, Math.min(1, at))}•••${address.slice(at)}`;
}

/** The answer after a code was sent (English here: translated at the way out, decision 035). */
const codeSentMessage = (address: string) =>
  english('confirmations:codeSent', { address, minutes: CONFIRMATION_CODE_MINUTES });

/**
 * Issues a code for the subject and hands its mail to `send` (after the commit, off the response: the
 * route's background runner): the answer says where it went and until when it works.
 */
export async function mailConfirmationCode(
  db: Db,
  clock: Clock,
  subject: CodeSubject,
  reader: { account: string; language: PersonLanguage },
  send: (message: MailMessage) => void,
): Promise<ConfirmationCodeSent> {
  const { code, expiresAt } = await issueConfirmationCode(db, clock, subject);
  send(confirmationMail({ to: subject.sentTo, code, purpose: subject.purpose, ...reader }));
  const sentTo = maskedAddress(subject.sentTo);
  return { message: codeSentMessage(sentTo), sentTo, expiresAt: expiresAt.toISOString() };
}
