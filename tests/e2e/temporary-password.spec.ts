import { expectAccessible } from './support/axe';
import { addMember, churchLogin, enterConfirmationCode, toast } from './support/church-members';
import {
  asReturningVisitor,
  dataDir,
  expect,
  newChurch,
  registerChurchViaApi,
  test,
} from './support/fixtures';
import { waitForLink } from './support/outbox';
import { screenshots, WIDTHS } from './support/screens';

/*
 * Issue 9, point 6: a password the church administrator sets is temporary. The member signs in with it,
 * lands on "Choose a New Password" (the API refuses them everything else), chooses their own and reaches
 * the dashboard; their address was told of the change, with a reset link.
 */
test('a member signs in with the password the administrator set, must choose their own, then reaches the dashboard', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const church = newChurch();
  const { church: created } = await registerChurchViaApi(request, church);
  const mary = await addMember(request, created.id, 'Mary Reader');
  const temporary = 'temporary-6';
  const chosen = 'marys-own-password-1';

  await test.step('the administrator sets a new password for Mary', async () => {
    await churchLogin(page, church.email, church.password);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit Mary Reader' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog).toContainText('A password you set is temporary');
    await dialog.getByLabel('New Password (optional)').fill(temporary);
    // A power over another person: confirmed by the code mailed to the church's address (decision 037).
    await enterConfirmationCode(dialog, dataDir(), church.email);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'User updated')).toBeVisible();
    // Mary's address is told what changed, with a link to take the account back.
    const link = await waitForLink(dataDir(), mary.email, '/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  const context = await browser.newContext();
  await asReturningVisitor(context);
  const member = await context.newPage();
  const main = member.getByRole('main');

  await test.step('Mary signs in with it and lands on "Choose a New Password"', async () => {
    await member.goto('/login');
    await main.getByRole('textbox', { name: /email/i }).fill(mary.email);
    await main.getByLabel(/^password/i).fill(temporary);
    await main.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(member).toHaveURL('/choose-password');
    await expect(main.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
    await expect(member).toHaveTitle('Choose a New Password | Lampstand');
    // Nothing else opens meanwhile: the dashboard sends her back.
    await member.goto('/dashboard');
    await expect(member).toHaveURL('/choose-password');
    for (const width of WIDTHS) {
      await member.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await expectAccessible(member, `/choose-password at ${width} px`);
    }
    await screenshots(member, testInfo, 'choose-password');
    // A common phone width too, for the review of the page.
    await member.setViewportSize({ width: 390, height: 844 });
    await member.screenshot({ path: testInfo.outputPath('choose-password-390.png'), fullPage: true });
    // Signed in, but not yet: the header offers neither "Log In" nor the user menu (only the language).
    const banner = member.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Español' })).toBeVisible();
    await expect(banner.getByRole('button')).toHaveCount(1);
  });

  await test.step('a mismatch and the same password are refused on the form', async () => {
    await main.getByLabel('Temporary Password').fill(temporary);
    await main.getByLabel('New Password', { exact: true }).fill(temporary);
    await main.getByLabel('Confirm New Password').fill('something else');
    await main.getByRole('button', { name: 'Save Password' }).click();
    await expect(main.getByText('Passwords do not match')).toBeVisible();
    await expect(main.getByText('Choose a password different from your current one')).toBeVisible();
    await expectAccessible(member, '/choose-password (errors)');
  });

  await test.step('she chooses her own and reaches the dashboard', async () => {
    await main.getByLabel('New Password', { exact: true }).fill(chosen);
    await main.getByLabel('Confirm New Password').fill(chosen);
    await main.getByRole('button', { name: 'Save Password' }).click();
    await expect(member).toHaveURL('/');
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome, Mary Reader' })).toBeVisible();
    await expect(toast(member, 'Password saved')).toBeVisible();
    for (const width of WIDTHS) {
      await member.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await expectAccessible(member, `dashboard after choosing a password at ${width} px`);
    }
  });

  await test.step('the temporary password no longer signs in; hers does', async () => {
    const old = await request.post('/api/login', { data: { email: mary.email, password: temporary } });
    expect(old.status()).toBe(401);
    const own = await request.post('/api/login', { data: { email: mary.email, password: chosen } });
    expect(own.ok()).toBe(true);
  });
  await context.close();
});
