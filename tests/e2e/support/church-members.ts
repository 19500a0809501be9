import type { APIRequestContext, Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures';

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
