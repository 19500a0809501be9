import { expectAccessible } from './support/axe';
import { dataDir, expect, registerUserViaApi, test, uniqueEmail } from './support/fixtures';
import { waitForLink } from './support/outbox';

test('a person who forgot the password resets it from the e-mailed link and logs in with the new one', async ({
  page,
  request,
}) => {
  const person = { name: 'Mark Forgetful', email: uniqueEmail('mark'), password: 'old-password-1' };
  const newPassword = 'new-password-2';
  await registerUserViaApi(request, person);
  const main = page.getByRole('main');

  await test.step('ask for a reset link', async () => {
    await page.goto('/forgot-password');
    await expect(main.getByRole('tab', { name: 'User Account' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
    await main.getByRole('tab', { name: 'Church Account' }).click();
    await expectAccessible(page, '/forgot-password (Church Account tab)');
    await main.getByRole('tab', { name: 'User Account' }).click();
    await main.getByRole('textbox', { name: /email/i }).fill(person.email);
    await main.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(main.getByText('Email Sent').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Return to Login' })).toBeVisible();
    await expectAccessible(page, '/forgot-password (Email Sent)');
  });

  await test.step('follow the link from the e-mail and set a new password', async () => {
    const link = await waitForLink(dataDir(), person.email, '/reset-password');
    await page.goto(link.pathname + link.search);
    await expectAccessible(page);
    // Every password field of the form (a confirmation field too, if there is one) takes the new password.
    const fields = main.getByLabel(/password/i);
    await expect(fields.first()).toBeVisible();
    for (const field of await fields.all()) await field.fill(newPassword);
    await main.getByRole('button', { name: /reset|set|save|update|change/i }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await page.goto('/login');
    await main.getByRole('textbox', { name: /email/i }).fill(person.email);
    await main.getByLabel(/^password/i).fill(person.password);
    await main.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page.getByText('Login failed').first()).toBeVisible();
    await expect(page).toHaveURL('/login');
    await main.getByLabel(/^password/i).fill(newPassword);
    await main.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: person.name })).toBeVisible();
  });
});
