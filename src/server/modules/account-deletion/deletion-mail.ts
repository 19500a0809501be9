import { DELETION_MAIL_SUBJECT } from '@shared/account-deletion';
import { t } from '@shared/i18n';
import { escapeHtml, type MailMessage } from '../../lib/mailer';
import { longDate } from '../users/deleted-accounts';
import type { DeletedAccount } from './deletion.service';

/** The confirmation to the address the account had: what happened, the date of final removal, whom to tell. */
export function deletionMail(account: DeletedAccount, supportEmail: string): MailMessage {
  const paragraphs = [
    t('accountDeletion:mail.intro', {
      email: account.email,
      when: longDate(account.deletedAt, account.timeZone),
    }),
    t('accountDeletion:mail.signedOut'),
    t('accountDeletion:mail.removal', { date: longDate(account.removeAfter, account.timeZone) }),
    t('accountDeletion:mail.totals'),
    t('accountDeletion:mail.again'),
    t('accountDeletion:mail.notYou', { support: supportEmail }),
  ];
  const html = `<!doctype html><html><body style="font-family:sans-serif">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body></html>`;
  return { to: account.email, subject: DELETION_MAIL_SUBJECT, text: paragraphs.join('\n\n'), html };
}
