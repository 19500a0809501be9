import { tIn } from '@shared/i18n';
import { linkMailHtml, type MailMessage } from '../../lib/mailer';
import { inZone } from '../users/deleted-accounts';
import type { IssuedOffer } from './handover.service';

/** The offer to the member, in their language: who offers which church, the link, until when it works. */
export function handoverMail(offer: IssuedOffer, link: string): MailMessage {
  const t = tIn(offer.language);
  const names = { church: offer.church, admin: offer.admin };
  const until = inZone(
    offer.expiresAt,
    offer.timeZone,
    { dateStyle: 'full', timeStyle: 'short' },
    offer.language,
  );
  const intro = t('churchHandover:mail.intro', names);
  const what = t('churchHandover:mail.what', names);
  const works = t('churchHandover:mail.until', { date: until });
  const ignore = t('churchHandover:mail.ignore');
  const text = [intro, what, '', t('churchHandover:mail.openLink'), link, '', works, ignore].join('\n');
  const html = linkMailHtml({
    before: [intro, what],
    label: t('churchHandover:mail.accept'),
    copy: t('churchHandover:mail.copy'),
    link,
    after: [works, ignore],
  });
  return { to: offer.to, subject: t('churchHandover:mail.subject', names), text, html };
}

/** The e-mailed link: the accept page, which sends a signed-out visitor to log in and back. */
export const handoverLink = (base: string, token: string) =>
  `${base}/accept-administration?token=${encodeURIComponent(token)}`;
