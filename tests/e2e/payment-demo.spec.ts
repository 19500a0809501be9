import { expectAccessible } from './support/axe';
import { churchLogin, payWithStandIn } from './support/church-members';
import {
  asReturningVisitor,
  expect,
  newChurch,
  registerChurchViaApi,
  test,
  uniqueEmail,
} from './support/fixtures';
import { screenshots } from './support/screens';

test('a visitor sees the 99.00 USD plan; Subscribe explains the church administrator login, Go Back hides it', async ({
  page,
}, testInfo) => {
  const main = page.getByRole('main');
  await page.goto('/payment-demo');
  await expect(main.getByRole('heading', { level: 1, name: 'Church Subscription' })).toBeVisible();
  await expect(main.getByText('99.00 USD', { exact: true })).toBeVisible();
  await expectAccessible(page, '/payment-demo');
  await main.getByRole('button', { name: 'Subscribe' }).click();
  await expect(main.getByText(/needs a church administrator login/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Church Login' })).toHaveAttribute('href', '/church-login');
  // Nothing is paid or faked for a visitor: no PayPal button at all.
  await expect(page.getByTestId('paypal-stand-in-pay')).toHaveCount(0);
  await expectAccessible(page, '/payment-demo (revealed, visitor)');
  await screenshots(page, testInfo, 'payment-demo-visitor');
  await main.getByRole('button', { name: 'Go Back' }).click();
  await expect(main.getByText(/needs a church administrator login/)).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Subscribe' })).toBeFocused();
});

test("a church's administrator pays on the demo page through PayPal; a member who has not unlocked is told how", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const church = newChurch();
  const { church: created } = await registerChurchViaApi(request, church);
  const main = page.getByRole('main');

  await test.step('the administrator: Subscribe reveals PayPal, Go Back hides it, paying activates', async () => {
    await churchLogin(page, church.email, church.password);
    await page.goto('/payment-demo');
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('paypal-stand-in-pay')).toBeVisible();
    await expectAccessible(page, '/payment-demo (PayPal shown)');
    await main.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByTestId('paypal-stand-in-pay')).toHaveCount(0);
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await payWithStandIn(page);
    await expect(
      main.getByText(/Payment complete\. Your church's subscription is active until/),
    ).toBeVisible();
    const status = await page.request.get('/api/subscription/status');
    expect(await status.json()).toMatchObject({ status: 'active' });
  });

  await test.step('a member whose session has not unlocked the church is sent to Church Admin first', async () => {
    const context = await browser.newContext({ baseURL });
    await asReturningVisitor(context);
    const member = await context.newPage();
    const joined = await member.request.post('/api/users', {
      data: {
        name: 'Phoebe',
        email: uniqueEmail('phoebe'),
        password: 'member-password-1',
        churchId: created.id,
      },
    });
    expect(joined.ok()).toBe(true);
    await member.goto('/payment-demo');
    await member.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
    await expect(member.getByRole('main').getByText(/Paying needs your church's password/)).toBeVisible();
    await expect(member.getByRole('main').getByRole('link', { name: 'Church Admin' })).toHaveAttribute(
      'href',
      '/church-admin',
    );
    await context.close();
  });
});
