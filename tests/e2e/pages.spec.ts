import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

test.describe('public pages a visitor reaches without an account', () => {
  test('/home, the marketing landing page', async ({ page }) => {
    await page.goto('/home');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /register/i })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('/ shows the landing page when logged out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    await expectAccessible(page, '/ (logged out)');
  });

  test('/login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('main').getByRole('link', { name: /forgot/i })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectAccessible(page);
  });

  test('a protected page sends a visitor to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expectAccessible(page, '404 page');
  });
});
