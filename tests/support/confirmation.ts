import type { ConfirmationPurpose } from '@shared/confirmations';
import type { TestApp } from './app';
import { bearer } from './factories';

/*
 * Confirmation codes (decision 037) as a person gets them: asked for through the API and read from the
 * mail the test app's memory mailer kept.
 */

/** The 6-digit code of the last mail sent to `to` (after the background work is done). */
export async function lastCodeMailedTo(t: TestApp, to: string): Promise<string> {
  await t.app.background.settled();
  const mail = t.mailer.sent.findLast((m) => m.to.toLowerCase() === to.toLowerCase());
  const code = mail?.subject.match(/\b(\d{6})\b/)?.[1];
  if (!mail || !code) throw new Error(`no confirmation code mailed to ${to}`);
  if (!mail.text.includes(code)) throw new Error(`the code ${code} is in the subject but not the text`);
  return code;
}

/**
 * Asks POST /api/church/confirmation-code for `purpose` as the session of `token` (an administrator or
 * the church account), and answers the code mailed to that account's own address (its /api/me e-mail).
 */
export async function confirmationCode(
  t: TestApp,
  token: string,
  purpose: ConfirmationPurpose,
): Promise<string> {
  const me = await t.app.inject({ url: '/api/me', headers: bearer(token) });
  if (me.statusCode !== 200) throw new Error(`no session to ask a code with ${me.statusCode}: ${me.body}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/church/confirmation-code',
    headers: bearer(token),
    payload: { purpose },
  });
  if (res.statusCode !== 200) throw new Error(`confirmation code refused ${res.statusCode}: ${res.body}`);
  return lastCodeMailedTo(t, me.json<{ email: string }>().email);
}

/**
 * Asks POST /api/church/handover/email-code as the member accepting the hand-over (`token`), and answers
 * the code mailed to the church e-mail they chose.
 */
export async function handoverEmailCode(
  t: TestApp,
  token: string,
  handoverToken: string,
  churchEmail: string,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/church/handover/email-code',
    headers: bearer(token),
    payload: { token: handoverToken, churchEmail },
  });
  if (res.statusCode !== 200) throw new Error(`church e-mail code refused ${res.statusCode}: ${res.body}`);
  return lastCodeMailedTo(t, churchEmail);
}
