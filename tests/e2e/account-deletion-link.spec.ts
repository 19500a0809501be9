import { expectAccessible } from './support/axe';
import {
  asReturningVisitor,
  dataDir,
  expect,
  registerUserViaApi,
  test,
  uniqueEmail,
} from './support/fixtures';
import { waitForLink } from './support/outbox';

/*
 * Deleting one's account with the e-mailed link instead of the password (decision 033), on the main
 * server, whose outbox the test reads. The link is opened signed out, as from another device's mail: the
 * page asks to log in and comes back to it.
 */
const SHOT_WIDTHS = [390, 1280] as const;

test('a person asks for a deletion link, opens it from the e-mail, deletes, and is refused at sign-in', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const person = { name: 'Lydia Linked', email: uniqueEmail('lydia'), password: 'lydia-password-1' };
  await registerUserViaApi(request, person);
  const main = page.getByRole('main');
  const shots = async (name: string) => {
    for (const width of SHOT_WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const path = testInfo.outputPath(`${name}-${width}.png`);
      await page.screenshot({ path, animations: 'disabled' });
      await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  };
  const axeAtBothWidths = async (what: string) => {
    await expectAccessible(page, `${what} (1280 px)`);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(page, `${what} (360 px)`);
    await page.setViewportSize({ width: 1280, height: 720 });
  };

  await test.step('the delete dialog offers to e-mail a link instead of the password', async () => {
    await page.goto('/login');
    await main.getByRole('textbox', { name: /email/i }).fill(person.email);
    await main.getByLabel(/^password/i).fill(person.password);
    await main.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await main.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByText(/We can e-mail you a link/)).toBeVisible();
    await dialog.getByRole('button', { name: 'E-mail me a link instead' }).click();
    await expect(dialog.getByText('We e-mailed you a link. Open it within one hour')).toBeVisible();
    await axeAtBothWidths('/profile (delete dialog, link sent)');
    await shots('delete-dialog-link-sent');
  });

  const link = await waitForLink(dataDir(), person.email, '/delete-account');

  // Another browser, signed out: the mail opened elsewhere.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const other = await context.newPage();
  await asReturningVisitor(other);
  const otherMain = other.getByRole('main');
  try {
    await test.step('opened signed out, the link asks to log in and comes back', async () => {
      await other.goto(link.pathname + link.search);
      await expect(other).toHaveURL(/\/login\?next=/);
      await otherMain.getByRole('textbox', { name: /email/i }).fill(person.email);
      await otherMain.getByLabel(/^password/i).fill(person.password);
      await otherMain.getByRole('button', { name: /log in|sign in/i }).click();
      await expect(other).toHaveURL(link.pathname + link.search);
      await expect(otherMain.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
      await expect(otherMain).toContainText('Nothing is deleted until you press the button.');
      await expect(otherMain).toContainText('everything Lampstand holds about you is removed');
    });

    await test.step('the page is accessible at 360 and 1280 px', async () => {
      await expectAccessible(other, '/delete-account (1280 px)');
      await other.setViewportSize({ width: 360, height: 740 });
      await expectAccessible(other, '/delete-account (360 px)');
      for (const width of SHOT_WIDTHS) {
        await other.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        const path = testInfo.outputPath(`delete-account-page-${width}.png`);
        await other.screenshot({ path, fullPage: true, animations: 'disabled' });
        await testInfo.attach(`delete-account-page-${width}`, { path, contentType: 'image/png' });
      }
      await other.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step('"Delete my account" deletes it: signed out, told the date', async () => {
      await otherMain.getByRole('button', { name: 'Delete my account' }).click();
      await expect(other).toHaveURL(/\/account-deleted\?until=/);
      await expect(
        otherMain.getByRole('heading', { level: 1, name: 'Your account is deleted' }),
      ).toBeVisible();
      expect((await other.request.get('/api/me')).status()).toBe(401);
    });
  } finally {
    await context.close();
  }

  await test.step('the first browser is signed out too, and signing in is refused, saying why', async () => {
    expect((await page.request.get('/api/me')).status()).toBe(401);
    await page.goto('/login');
    await main.getByRole('textbox', { name: /email/i }).fill(person.email);
    await main.getByLabel(/^password/i).fill(person.password);
    await main.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page.getByText(/This account was deleted on/).first()).toBeVisible();
    await expect(page).toHaveURL('/login');
  });
});
