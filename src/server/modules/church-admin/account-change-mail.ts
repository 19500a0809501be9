import { type PersonLanguage, tIn } from '@shared/i18n';
import { RESET_TOKEN_MINUTES } from '@shared/password-reset';
import { escapeHtml, type MailMessage } from '../../lib/mailer';
import { inZone } from '../users/deleted-accounts';
import type { AccountChangeNotice } from './member-update.service';

const when = (at: Date, timeZone: string, language: PersonLanguage) =>
  inZone(
    at,
    timeZone,
    {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    },
    language,
  );

/**
 * The notice to a person's previous address after their church administrator changed their e-mail
 * address or password: what changed, when, by whom, and a reset link to take the account back.
 */
export function accountChangeMail(notice: AccountChangeNotice, link: string): MailMessage {
  const t = tIn(notice.language);
  const changes: string[] = [];
  if (notice.emailChanged) changes.push(t('churchAdmin:mail.emailChanged', { email: notice.newEmail }));
  if (notice.passwordChanged) changes.push(t('churchAdmin:mail.passwordSet'));
  const duration =
    RESET_TOKEN_MINUTES === 60
      ? t('passwordReset:mail.hour')
      : t('passwordReset:mail.minutes', { count: RESET_TOKEN_MINUTES });
  const intro = t('churchAdmin:mail.intro', {
    when: when(notice.at, notice.timeZone, notice.language),
    admin: notice.changedBy,
  });
  const signedOut = t('churchAdmin:mail.signedOut');
  const nothingToDo = t('churchAdmin:mail.nothingToDo');
  const text = [
    intro,
    ...changes.map((line) => `- ${line}`),
    '',
    signedOut,
    '',
    t('churchAdmin:mail.ifNotText', { duration }),
    link,
    '',
    nothingToDo,
  ].join('\n');
  // The sentence is escaped whole, then the link goes where the catalogue put it.
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(t('churchAdmin:mail.choose'))}</a>`;
  const ifNot = escapeHtml(t('churchAdmin:mail.ifNotHtml', { duration, link: '{link}' })).replace(
    '{link}',
    anchor,
  );
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(intro)}</p>
<ul>${changes.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${escapeHtml(signedOut)}</p>
<p>${ifNot}</p>
<p>${escapeHtml(t('passwordReset:mail.copy'))}<br>${escapeHtml(link)}</p>
<p>${escapeHtml(nothingToDo)}</p>
</body></html>`;
  return { to: notice.to, subject: t('churchAdmin:mail.subject'), text, html };
}
