import { randomBytes } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

/** Local-storage key prefix of the onboarding tutorial's per-user completion flag (`<prefix><userId>`). */
export const TUTORIAL_KEY_PREFIX = 'onboardingCompleted:';

/**
 * Makes a browser context behave as a returning visitor's: the one-time welcome overlay (local-storage
 * flag `hasSeenWelcome`, spec section 2) already dismissed, and the onboarding tutorial already completed
 * by whichever user signs in (its flag is per user id, unknown before the test registers the user), so
 * neither covers the pages under test. Use it for contexts made with browser.newContext().
 */
export async function asReturningVisitor(target: Pick<Page, 'addInitScript'>) {
  await target.addInitScript((prefix) => {
    window.localStorage.setItem('hasSeenWelcome', 'true');
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      return key.startsWith(prefix) ? 'true' : getItem.call(this, key);
    };
  }, TUTORIAL_KEY_PREFIX);
}

/**
 * Pages start as a returning visitor's (asReturningVisitor). The first-run specs set
 * `test.use({ firstVisit: true })` to see the overlays as a new visitor does.
 */
export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  page: async ({ page, firstVisit }, use) => {
    if (!firstVisit) await asReturningVisitor(page);
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

/**
 * Set-up through the public API, for journeys that need an account or church to already exist. The church's
 * e-mail and password sign in at Church Login as the church account (decision 037); `adminClaim` makes the
 * account registered next with it the church's first administrator (registerPastorViaApi).
 */
export async function registerChurchViaApi(request: APIRequestContext, church: ChurchInput) {
  const res = await request.post('/api/churches', { data: church });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { church: { id: number; name: string }; adminClaim: string };
}

export async function registerUserViaApi(
  request: APIRequestContext,
  user: { name: string; email: string; password: string },
) {
  const res = await request.post('/api/users', { data: user });
  expect(res.ok(), await res.text()).toBe(true);
}
