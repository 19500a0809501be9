import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures';
import { messagesTo, waitForCode } from './outbox';

export interface SignedUpMember {
  id: number;
  name: string;
  email: string;
  password: string;
  /** The member's session token: API calls on their behalf send it as bearer, which the server prefers to cookies. */
  token: string;
}

/** Registers a member of the church through the public API; `anonymous` opts them out of sharing. */
export async function addMember(
  request: APIRequestContext,
  churchId: number,
  name: string,
  { anonymous = false } = {},
): Promise<SignedUpMember> {
  const email = uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'member');
  const password = 'member-password-1';
  const res = await request.post('/api/users', {
    data: { name, email, password, churchId, timeZone: 'UTC' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  const member = { id: user.id, name, email, password, token };
  if (anonymous) {
    const patch = await request.patch('/api/profile', {
      data: { name, email, churchId, shareNameWithChurch: false },
      headers: bearer(member),
    });
    expect(patch.ok(), await patch.text()).toBe(true);
  }
  return member;
}

/**
 * The person who registered the church makes their own account with the church's claim: it becomes the
 * church's first administrator (decision 037), signed in at /login with their own password.
 */
export async function registerPastorViaApi(
  request: APIRequestContext,
  church: { id: number },
  adminClaim: string,
  name = 'Pastor Paul',
): Promise<SignedUpMember> {
  const email = uniqueEmail('pastor');
  const password = 'pastor-own-password-1';
  const res = await request.post('/api/users', {
    data: { name, email, password, churchId: church.id, adminClaim, timeZone: 'UTC' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { token, user } = (await res.json()) as {
    token: string;
    user: { id: number; isChurchAdmin: boolean };
  };
  expect(user.isChurchAdmin).toBe(true);
  return { id: user.id, name, email, password, token };
}

/** Signs the page in through the user login form; it lands on / (the person's dashboard). */
export async function userLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /email/i }).fill(email);
  await main.getByLabel(/^password/i).fill(password);
  await main.getByRole('button', { name: /log in|sign in/i }).click();
  await expect(page).toHaveURL('/');
}

/**
 * Asks for the confirmation code in `scope` (a dialog or card: "Send code"), reads it from the mail sent to
 * `address` and types it into the "Confirmation code" field.
 */
export async function enterConfirmationCode(scope: Locator, dataDir: string, address: string) {
  const before = await messagesTo(dataDir, address);
  await scope.getByRole('button', { name: 'Send code' }).click();
  await expect(scope.getByRole('status').filter({ hasText: 'We sent a 6-digit code to' })).toBeVisible();
  const code = await waitForCode(dataDir, address, before);
  await scope.getByLabel('Confirmation code').fill(code);
  return code;
}

export const bearer = (member: Pick<SignedUpMember, 'token'>) => ({
  Authorization: `Bearer ${member.token}`,
});

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Chapters read and minutes prayed today, as the member logs them. */
export async function logActivity(
  request: APIRequestContext,
  member: SignedUpMember,
  chapters: { book: string; chapter: number }[],
  minutes: number,
) {
  const readings = await request.post('/api/readings/batch', {
    data: { readDate: todayUtc(), chapters },
    headers: bearer(member),
  });
  expect(readings.ok(), await readings.text()).toBe(true);
  const prayer = await request.post('/api/prayers', {
    data: { minutes, prayerDate: todayUtc() },
    headers: bearer(member),
  });
  expect(prayer.ok(), await prayer.text()).toBe(true);
}

/** Signs the page in through the church login form; it lands on /church-admin. */
export async function churchLogin(page: Page, email: string, password: string) {
  await page.goto('/church-login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Church Email' }).fill(email);
  await main.getByLabel(/^password/i).fill(password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/church-admin');
}

/** The toast on screen (one at a time) showing this title. */
export const toast = (page: Page, title: string) =>
  page
    .locator('.toast')
    .filter({ visible: true })
    .filter({ has: page.getByText(title, { exact: true }) });

/** Pays 99.00 USD with the stand-in's fake PayPal button (src/server/lib/paypal-stand-in/sdk.ts). */
export async function payWithStandIn(page: Page) {
  const pay = page.getByTestId('paypal-stand-in-pay');
  await expect(pay).toBeVisible();
  await pay.click();
  await expect(toast(page, 'Payment successful')).toBeVisible();
}
