import { randomBytes } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

/**
 * Pages start as a returning visitor's would: the one-time welcome overlay (local-storage flag
 * `hasSeenWelcome`, spec section 2) already dismissed, so it does not cover the forms under test.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcome', 'true'));
    await use(page);
  },
});

export const uniqueEmail = (who: string) => `${who}-${randomBytes(5).toString('hex')}@example.com`;

export const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
};

/**
 * Picks the option whose text contains `option` (a church shows as "Name (City, State)") in a labelled
 * select, whether it is a native <select> or an ARIA combobox (Radix).
 */
export async function chooseOption(page: Page, field: Locator, option: string) {
  if ((await field.evaluate((el) => el.tagName)) === 'SELECT') {
    const labels = await field.locator('option').allTextContents();
    const label = labels.find((text) => text.includes(option));
    if (!label) throw new Error(`no option containing "${option}" among: ${labels.join(' | ')}`);
    await field.selectOption({ label });
    return;
  }
  await field.click();
  await page.getByRole('option', { name: option }).click();
}

export interface ChurchInput {
  name: string;
  city: string;
  state: string;
  email: string;
  password: string;
}

export function newChurch(): ChurchInput {
  const suffix = randomBytes(3).toString('hex');
  return {
    name: `Grace Chapel ${suffix}`,
    city: 'Phoenix',
    state: 'Arizona',
    email: uniqueEmail('church'),
    password: 'church-password-1',
  };
}

/** Set-up through the public API, for journeys that need an account or church to already exist. */
export async function registerChurchViaApi(request: APIRequestContext, church: ChurchInput) {
  const res = await request.post('/api/churches', { data: church });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { church: { id: number; name: string } };
}

export async function registerUserViaApi(
  request: APIRequestContext,
  user: { name: string; email: string; password: string },
) {
  const res = await request.post('/api/users', { data: user });
  expect(res.ok(), await res.text()).toBe(true);
}
