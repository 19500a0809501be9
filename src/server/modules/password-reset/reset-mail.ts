import { type PersonLanguage, tIn } from '@shared/i18n';
import { RESET_TOKEN_MINUTES } from '@shared/password-reset';
import { linkMailHtml, type MailMessage } from '../../lib/mailer';

/** The reset e-mail: plain text and simple HTML, saying how long the link works and that it can be ignored. */
export function resetMail(
  to: string,
  link: string,
  kind: 'user' | 'church',
  language: PersonLanguage = 'en',
): MailMessage {
  const t = tIn(language);
  const what = t(kind === 'church' ? 'passwordReset:mail.whatChurch' : 'passwordReset:mail.whatUser');
  const duration =
    RESET_TOKEN_MINUTES === 60
      ? t('passwordReset:mail.hour')
      : t('passwordReset:mail.minutes', { count: RESET_TOKEN_MINUTES });
  const asked = t('passwordReset:mail.asked', { what });
  const works = t('passwordReset:mail.works', { duration });
  const ignore = t('passwordReset:mail.ignore');
  const text = [asked, '', t('passwordReset:mail.openLink'), link, '', works, ignore].join('\n');
  const html = linkMailHtml({
    before: [asked],
    label: t('passwordReset:mail.choose'),
    copy: t('passwordReset:mail.copy'),
    link,
    after: [works, ignore],
  });
  return { to, subject: t('passwordReset:mail.subject'), text, html };
}
