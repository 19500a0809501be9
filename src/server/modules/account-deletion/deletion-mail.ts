import '@shared/account-deletion';
import { tIn } from '@shared/i18n';
import { escapeHtml, type MailMessage } from '../../lib/mailer';
import { longDate } from '../users/deleted-accounts';
import type { DeletedAccount } from './deletion.service';

/**
 * The confirmation to the address the account had, in the person's language: what happened, the date of
 * final removal, whom to tell.
 */
export function deletionMail(account: DeletedAccount, supportEmail: string): MailMessage {
  const t = tIn(account.language);
  const theirDate = (at: Date) => longDate(at, account.timeZone, account.language);
  const paragraphs = [
    t('accountDeletion:mail.intro', {
      email: account.email,
      when: theirDate(account.deletedAt),
    }),
    t('accountDeletion:mail.signedOut'),
    t('accountDeletion:mail.removal', { date: theirDate(account.removeAfter) }),
    t('accountDeletion:mail.totals'),
    t('accountDeletion:mail.again'),
    t('accountDeletion:mail.notYou', { support: supportEmail }),
  ];
  const html = `<!doctype html><html><body style="font-family:sans-serif">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body></html>`;
  return {
    to: account.email,
    subject: t('accountDeletion:mail.subject'),
    text: paragraphs.join('\n\n'),
    html,
  };
}
