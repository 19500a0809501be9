import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { churchLogin, payWithStandIn, toast } from './support/church-members';
import { expect, newChurch, registerChurchViaApi, test } from './support/fixtures';
import { screenshots, WIDTHS } from './support/screens';

/*
 * Payments on one machine (issue 9, point 13): a server started as `PAYPAL_DEMO=1 npm start` runs the
 * PayPal stand-in itself and labels every payment screen; one with no PayPal at all says what is missing.
 * Both are started by playwright.config.ts (E2E_DEMO_URL, E2E_NO_PAYPAL_URL).
 */

/** The axe check at each of the two widths. */
async function accessibleAtBothWidths(page: Page, what: string) {
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page, `${what} at ${width} px`);
  }
  if (original) await page.setViewportSize(original);
}

async function registeredChurch(request: APIRequestContext) {
  const church = newChurch();
  await registerChurchViaApi(request, church);
  return church;
}

test.describe('PAYPAL_DEMO=1 npm start', () => {
  test.use({ baseURL: process.env.E2E_DEMO_URL });

  test('a church pays from Billing, then on /payment-demo, through the demo PayPal; each screen labelled', async ({
    page,
    request,
  }, testInfo) => {
    const church = await registeredChurch(request);
    const main = page.getByRole('main');
    const label = main.getByRole('note').filter({ hasText: 'Demo: no money moves' });

    await test.step('a visitor sees the label on /payment-demo', async () => {
      await page.goto('/payment-demo');
      await expect(label).toBeVisible();
      await expect(label).toContainText('nothing is charged');
    });

    await test.step('Billing: the label, Subscribe, the demo PayPal button, paid through to "Active"', async () => {
      await churchLogin(page, church.email, church.password);
      await main.getByRole('tab', { name: 'Billing' }).click();
      await expect(label).toBeVisible();
      const card = main.getByRole('definition');
      await expect(card.filter({ hasText: 'Free Trial' })).toBeVisible();
      await main.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByTestId('paypal-stand-in-pay')).toBeVisible();
      await accessibleAtBothWidths(page, '/church-admin billing (demo mode, PayPal shown)');
      await payWithStandIn(page);
      await expect(card.filter({ hasText: 'Active' })).toBeVisible();
      const status = await page.request.get('/api/subscription/status');
      expect(await status.json()).toMatchObject({ status: 'active' });
      await accessibleAtBothWidths(page, '/church-admin billing (demo mode, active)');
      await screenshots(page, testInfo, 'billing-demo-mode');
    });

    await test.step('/payment-demo: the label, Subscribe, the demo PayPal button, a completed payment', async () => {
      await page.goto('/payment-demo');
      await expect(label).toBeVisible();
      await main.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByTestId('paypal-stand-in-pay')).toBeVisible();
      await accessibleAtBothWidths(page, '/payment-demo (demo mode, PayPal shown)');
      await screenshots(page, testInfo, 'payment-demo-mode');
      await payWithStandIn(page);
      await expect(
        main.getByText(/Payment complete\. Your church's subscription is active until/),
      ).toBeVisible();
    });
  });
});

test.describe('npm start without PayPal credentials', () => {
  test.use({ baseURL: process.env.E2E_NO_PAYPAL_URL });

  test('the payment screens say what is missing instead of a bare failure', async ({
    page,
    request,
  }, testInfo) => {
    const church = await registeredChurch(request);
    const main = page.getByRole('main');
    const missing = main.getByTestId('payments-not-configured');

    await page.goto('/payment-demo');
    await expect(missing).toContainText('Payments are not set up on this server');
    await expect(missing).toContainText('PAYPAL_CLIENT_ID');
    await expect(missing).toContainText('PAYPAL_CLIENT_SECRET');
    await expect(missing).toContainText('PAYPAL_DEMO=1');
    await expect(main.getByText('Demo: no money moves')).toHaveCount(0);
    await churchLogin(page, church.email, church.password);
    await page.goto('/payment-demo');
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await expect(main.getByText('Nothing can be paid here until payments are set up.')).toBeVisible();
    await expect(page.getByTestId('paypal-stand-in-pay')).toHaveCount(0);
    await accessibleAtBothWidths(page, '/payment-demo (no PayPal)');
    await screenshots(page, testInfo, 'payment-demo-no-paypal');

    await page.goto('/church-admin');
    await main.getByRole('tab', { name: 'Billing' }).click();
    await expect(missing).toContainText('PAYPAL_CLIENT_ID');
    // Subscribe still answers as the spec says; the notice above has said why.
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, 'Payment Error')).toContainText('Failed to create checkout session');
    await accessibleAtBothWidths(page, '/church-admin billing (no PayPal)');
    await screenshots(page, testInfo, 'billing-no-paypal');
  });
});
