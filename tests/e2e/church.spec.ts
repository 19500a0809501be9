import { expectAccessible } from './support/axe';
import { expect, newChurch, test } from './support/fixtures';

test('a church registers, then its church login opens the administration panel', async ({ page }) => {
  const church = newChurch();
  const main = page.getByRole('main');

  await test.step('register the church and go on to user registration', async () => {
    await page.goto('/church-register');
    await expectAccessible(page);
    await main.getByRole('textbox', { name: /church name/i }).fill(church.name);
    await main.getByRole('textbox', { name: /city/i }).fill(church.city);
    await main.getByRole('textbox', { name: /state/i }).fill(church.state);
    await main.getByRole('textbox', { name: /email/i }).fill(church.email);
    await main.getByLabel(/^password/i).fill(church.password);
    await main.getByRole('button', { name: /register/i }).click();
    await expect(page.getByText('Church registered successfully').first()).toBeVisible();
    await expect(
      page.getByText('e-mail and password sign in at Church Login to administer the church').first(),
    ).toBeVisible();
    await expect(page).toHaveURL('/register');
    // The person goes on to make their own account, the church's first administrator (church-account-trust.spec.ts).
    await expect(main).toContainText(`It becomes the first administrator of ${church.name}.`);
  });

  await test.step('church login lands on /church-admin', async () => {
    await page.goto('/church-login');
    await expect(main.getByRole('heading', { name: 'Church Login' })).toBeVisible();
    await expect(main.getByText('Access your church administration panel')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Register Church' })).toHaveAttribute(
      'href',
      '/church-register',
    );
    await expect(main.getByRole('link', { name: 'User Login' })).toHaveAttribute('href', '/login');
    await expectAccessible(page);
    await main.getByRole('textbox', { name: 'Church Email' }).fill(church.email);
    await main.getByLabel(/^password/i).fill(church.password);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/church-admin');
    // The church's own account is signed in (decision 037): it is the church, not a person.
    const me = await page.request.get('/api/me');
    expect(me.ok()).toBe(true);
    expect(await me.json()).toMatchObject({
      name: church.name,
      email: church.email,
      isChurchAdmin: true,
      isChurchAccount: true,
      church: { name: church.name },
    });
  });
});
