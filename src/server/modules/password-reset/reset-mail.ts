import { RESET_MAIL_SUBJECT, RESET_TOKEN_MINUTES } from '@shared/password-reset';
import type { MailMessage } from '../../lib/mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reset e-mail: plain text and simple HTML, saying how long the link works and that it can be ignored. */
export function resetMail(to: string, link: string, kind: 'user' | 'church'): MailMessage {
  const what = kind === 'church' ? "your church's Lampstand password" : 'your Lampstand password';
  const hours = RESET_TOKEN_MINUTES === 60 ? 'one hour' : `${RESET_TOKEN_MINUTES} minutes`;
  const text = [
    `Someone asked to reset ${what}.`,
    '',
    'To choose a new password, open this link:',
    link,
    '',
    `The link works for ${hours} and can be used once.`,
    'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Someone asked to reset ${escapeHtml(what)}.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>The link works for ${hours} and can be used once.</p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>
</body></html>`;
  return { to, subject: RESET_MAIL_SUBJECT, text, html };
}
