import { expectAccessible } from './support/axe';
import { addMember, churchLogin, logActivity } from './support/church-members';
import { asReturningVisitor, expect, newChurch, registerChurchViaApi, test } from './support/fixtures';

/*
 * Deleting one's account (issue 15, decision 033) on a clocked server of its own that runs the job queue
 * (playwright.config.ts: E2E_REMOVAL_URL), so that the removal comes when its moved clock says so.
 */
const CONTROL = process.env.E2E_REMOVAL_CLOCK_URL;
test.use({ baseURL: process.env.E2E_REMOVAL_URL });

const DAY = 86_400_000;

test('a person deletes their account: signed out, refused at sign-in, gone from the church, removed after 30 days', async ({
  page,
  request,
}) => {
  await asReturningVisitor(page);
  const church = newChurch();
  const { church: created } = await registerChurchViaApi(request, church);
  const person = await addMember(request, created.id, 'Dorcas Leaving');
  await logActivity(request, person, [{ book: 'Acts', chapter: 9 }], 20);
  const main = page.getByRole('main');
  const signIn = async (password: string) => {
    await page.goto('/login');
    await main.getByRole('textbox', { name: /email/i }).fill(person.email);
    await main.getByLabel(/^password/i).fill(password);
    await main.getByRole('button', { name: /log in|sign in/i }).click();
  };

  await test.step('the profile ends with a danger zone; its dialog says what happens and when', async () => {
    await signIn(person.password);
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await expect(main.getByRole('heading', { name: 'Danger zone' })).toBeVisible();
    await expectAccessible(page, '/profile (danger zone)');
    await main.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    const removal = new Date(Date.now() + 30 * DAY).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    await expect(dialog).toContainText(`By ${removal} everything Lampstand holds about you is removed`);
    await expectAccessible(page, '/profile (delete dialog, 1280 px)');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(page, '/profile (delete dialog, 360 px)');
    await page.setViewportSize({ width: 1280, height: 720 });

    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('The password is not correct')).toBeVisible();
    await expectAccessible(page, '/profile (delete dialog, wrong password)');
  });

  await test.step('with the password: signed out, and told the date of final removal', async () => {
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(person.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/account-deleted\?until=/);
    await expect(main.getByRole('heading', { level: 1, name: 'Your account is deleted' })).toBeVisible();
    await expect(main).toContainText('Everything Lampstand holds about you is removed by');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    await expectAccessible(page, '/account-deleted (1280 px)');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(page, '/account-deleted (360 px)');
    await page.setViewportSize({ width: 1280, height: 720 });
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  await test.step('signing in with the old password is refused, saying why', async () => {
    await signIn(person.password);
    await expect(page.getByText(/This account was deleted on/).first()).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  await test.step('the church administrator no longer sees the person', async () => {
    await churchLogin(page, church.email, church.password);
    // Dorcas was the only member (the church's own account is none, decision 037).
    await expect(main.getByText('Your church has no members yet.')).toBeVisible();
    await expect(main.getByText('Dorcas Leaving')).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: church.name, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/login');
  });

  await test.step('30 days later the removal job has run: the data is gone', async () => {
    const res = await fetch(`${CONTROL}/clock?at=${new Date(Date.now() + 30 * DAY + 60_000).toISOString()}`, {
      method: 'POST',
    });
    expect(res.ok).toBe(true);
    // Once removed, nothing is left to recognise the old password by: the ordinary refusal.
    await expect
      .poll(
        async () =>
          (
            await (
              await request.post('/api/login', { data: { email: person.email, password: person.password } })
            ).json()
          ).message,
        { timeout: 30_000 },
      )
      .toBe('Invalid email or password');
    await page.goto('/register');
    await main.getByRole('textbox', { name: /name/i }).fill('Dorcas Again');
    await main.getByRole('textbox', { name: /email/i }).fill(person.email);
    await main.getByLabel(/^password/i).fill('a-new-password-2');
    await main.getByRole('button', { name: /register|sign up|create/i }).click();
    await expect(page).toHaveURL('/');
    await expect(main.getByText('No activity recorded yet')).toBeVisible();
    await expectAccessible(page, '/ (registered again)');
  });
});
