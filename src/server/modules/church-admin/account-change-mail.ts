import { ACCOUNT_CHANGED_MAIL_SUBJECT } from '@shared/account-security';
import { RESET_TOKEN_MINUTES } from '@shared/password-reset';
import type { MailMessage } from '../../lib/mailer';
import type { AccountChangeNotice } from './member-update.service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function when(at: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(at);
  } catch {
    // A zone this Node does not know: UTC still says when.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(at);
  }
}

/**
 * The notice to a person's previous address after their church administrator changed their e-mail
 * address or password: what changed, when, by whom, and a reset link to take the account back.
 */
export function accountChangeMail(notice: AccountChangeNotice, link: string): MailMessage {
  const changes = [
    notice.emailChanged ? `your e-mail address was changed to ${notice.newEmail}` : null,
    notice.passwordChanged
      ? 'a new password was set for you (you will be asked to choose your own when you next sign in)'
      : null,
  ].filter((line): line is string => line !== null);
  const hours = RESET_TOKEN_MINUTES === 60 ? 'one hour' : `${RESET_TOKEN_MINUTES} minutes`;
  const intro = `On ${when(notice.at, notice.timeZone)}, your church administrator ${notice.changedBy} changed your Lampstand account:`;
  const text = [
    intro,
    ...changes.map((line) => `- ${line}`),
    '',
    'You have been signed out on every device.',
    '',
    'If you did not expect this, choose a new password with this link (it works for ' +
      `${hours} and can be used once):`,
    link,
    '',
    'Otherwise there is nothing to do.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(intro)}</p>
<ul>${changes.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>You have been signed out on every device.</p>
<p>If you did not expect this, <a href="${escapeHtml(link)}">choose a new password</a> (the link works for ${hours} and can be used once).</p>
<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>Otherwise there is nothing to do.</p>
</body></html>`;
  return { to: notice.to, subject: ACCOUNT_CHANGED_MAIL_SUBJECT, text, html };
}
