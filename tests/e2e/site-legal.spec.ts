import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { screenshots } from './support/screens';

const TODAY = new Date('2026-03-15T10:00:00');

async function siteInfo(request: APIRequestContext) {
  const res = await request.get('/api/site');
  expect(res.ok()).toBe(true);
  return (await res.json()) as { supportEmail: string; companyCity: string };
}

/** The facts every policy must state, found in the page's main region. */
async function expectFacts(page: Page, facts: (string | RegExp)[]) {
  const text = ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
  for (const fact of facts) {
    if (typeof fact === 'string') expect(text, `states "${fact}"`).toContain(fact);
    else expect(text).toMatch(fact);
  }
}

test.describe('policies', () => {
  test('/privacy: today as last updated, what is stored, who sees what, the configured contact', async ({
    page,
    request,
  }, testInfo) => {
    const site = await siteInfo(request);
    await page.clock.setFixedTime(TODAY);
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main.getByText('Last updated: March 15, 2026')).toBeVisible();
    await expect(main.locator('time')).toHaveAttribute('datetime', '2026-03-15');
    await expect(main.getByRole('link', { name: site.supportEmail }).first()).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    await expectFacts(page, [
      'your name, e-mail address, time zone, the church you choose',
      'the Bible chapters you read (book, chapter and date), your prayer minutes',
      'Prayer requests are private to their author: nobody else can read them, church administrators included',
      'see the names and e-mail addresses of its members, not their individual statistics',
      'you appear to them as "Anonymous member"',
      'lampstand_session',
      'httpOnly',
      'we never see or store card numbers',
      'removed within 30 days of the deletion',
      'at least 13 years old',
      `based in ${site.companyCity}`,
      'we answer within 24-48 hours',
    ]);
    expect(site.companyCity).toContain('Arizona');
    await expectAccessible(page);
    await screenshots(page, testInfo, 'privacy');
  });

  test('/privacy: the contents list jumps to its sections', async ({ page }) => {
    await page.goto('/privacy');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveCount(10);
    await contents.getByRole('link', { name: 'Payments' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/privacy#payments');
    await expect(page.getByRole('heading', { name: '5. Payments' })).toBeInViewport();
  });

  test('/terms: today as last updated, accounts, subscription and billing rules', async ({
    page,
    request,
  }, testInfo) => {
    const site = await siteInfo(request);
    await page.clock.setFixedTime(TODAY);
    await page.goto('/terms');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(main.getByText('Last updated: March 15, 2026')).toBeVisible();
    await expect(main.getByRole('link', { name: site.supportEmail }).first()).toBeVisible();
    await expectFacts(page, [
      'at least 13 years old',
      'One account per person',
      '$99 per year (99.00 USD) per church',
      '30-day free trial',
      'renews automatically every year unless it is cancelled',
      'There are no refunds for partial periods',
      'through PayPal',
      'removed within 30 days of the deletion',
      `(${site.companyCity})`,
      'We answer within 24-48 hours',
    ]);
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expectAccessible(page);
    await screenshots(page, testInfo, 'terms');
  });

  test('the last-updated date follows the day the page is read', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-01-02T09:00:00'));
    await page.goto('/terms');
    await expect(page.getByRole('main').getByText('Last updated: January 2, 2027')).toBeVisible();
  });
});

test('the landing page links to the subscription terms, which open at that section', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: 'Subscription terms' }).click();
  await expect(page).toHaveURL('/terms#subscription');
  await expect(page.getByRole('heading', { name: '4. Church subscription and billing' })).toBeInViewport();
});
