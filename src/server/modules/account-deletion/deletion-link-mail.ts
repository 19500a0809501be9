import '@shared/account-deletion';
import { type PersonLanguage, tIn } from '@shared/i18n';
import { linkMailHtml, type MailMessage } from '../../lib/mailer';
import { inZone } from '../users/deleted-accounts';

interface Recipient {
  email: string;
  timeZone: string;
  language: PersonLanguage;
}

/** The link that confirms a deletion, in the person's language, with the time (in their zone) it stops working. */
export function deletionLinkMail(to: Recipient, link: string, expiresAt: Date): MailMessage {
  const t = tIn(to.language);
  const time = inZone(
    expiresAt,
    to.timeZone,
    { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
    to.language,
  );
  const asked = t('accountDeletion:linkMail.asked', { email: to.email });
  const works = t('accountDeletion:linkMail.works', { time });
  const ignore = t('accountDeletion:linkMail.ignore');
  const text = [asked, link, '', works, ignore].join('\n');
  const html = linkMailHtml({
    before: [asked],
    label: t('accountDeletion:linkMail.button'),
    copy: t('passwordReset:mail.copy'),
    link,
    after: [works, ignore],
  });
  return { to: to.email, subject: t('accountDeletion:linkMail.subject'), text, html };
}
