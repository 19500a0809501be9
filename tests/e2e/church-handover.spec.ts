import type { Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './support/axe';
import {
  addMember,
  enterConfirmationCode,
  registerPastorViaApi,
  toast,
  userLogin,
} from './support/church-members';
import {
  asReturningVisitor,
  chooseOption,
  dataDir,
  expect,
  newChurch,
  registerChurchViaApi,
  test,
  uniqueEmail,
} from './support/fixtures';
import { messagesTo, waitForCode, waitForLink } from './support/outbox';
import { screenshots } from './support/screens';

/** The card under its heading, at a phone's width and a desktop's (a long settings tab: not the full page). */
async function cardShots(page: Page, testInfo: TestInfo, heading: string, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    // Two frames: the resized page is painted before the shot.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page
      .getByRole('heading', { name: heading })
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, animations: 'disabled' });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/*
 * Issue 15: a church administrator hands the administration to a member, who accepts from the e-mailed
 * link; the former administrator may then delete their own account (decisions 003 and 033). Issue 35
 * (decision 037): the offer is confirmed by a code mailed to the administrator, and the church's e-mail
 * address and password move to the new side, so the former one can no longer sign in at Church Login.
 */
test('an administrator hands the church to a member, who accepts by e-mail; the former one deletes their account', async ({
  page,
  request,
}, testInfo) => {
  await asReturningVisitor(page);
  const church = newChurch();
  const { church: created, adminClaim } = await registerChurchViaApi(request, church);
  const pastor = await registerPastorViaApi(request, created, adminClaim);
  const lydia = await addMember(request, created.id, 'Lydia Seller');
  await addMember(request, created.id, 'Jason Host');
  const newChurchEmail = uniqueEmail('office');
  const newChurchPassword = 'lydia church password';
  const main = page.getByRole('main');
  const logOut = async (name: string) => {
    await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/login');
  };
  const signIn = async (email: string, password: string) => {
    await main.getByRole('textbox', { name: /email/i }).fill(email);
    await main.getByLabel(/^password/i).fill(password);
    await main.getByRole('button', { name: /log in|sign in/i }).click();
  };

  await test.step('the administrator cannot delete their account yet: the profile sends them to the hand-over', async () => {
    await userLogin(page, pastor.email, pastor.password);
    await page.goto('/profile');
    await expect(
      main.getByText(/hand the administration to another member or delete the church/),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Delete account' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Go to Church Admin' }).click();
    await expect(page).toHaveURL('/church-admin?tab=settings');
    await main.getByLabel('Church Password').fill(church.password);
    await main.getByRole('button', { name: 'Authenticate' }).click();
  });

  await test.step('offer the administration to Lydia, confirming with the code mailed to the administrator', async () => {
    await expect(main.getByRole('heading', { name: 'Hand over administration' })).toBeVisible();
    await chooseOption(page, main.getByLabel('Member', { exact: true }), 'Lydia Seller');
    await main.getByRole('button', { name: 'Offer administration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hand over administration?' });
    await expect(dialog).toContainText('We will e-mail Lydia Seller a link that works for 7 days');
    await expect(dialog).toContainText("choose the church's e-mail address and a new church password");
    await enterConfirmationCode(dialog, dataDir(), pastor.email);
    await expectAccessible(page, '/church-admin (hand-over dialog, 1280 px)');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(page, '/church-admin (hand-over dialog, 360 px)');
    await page.setViewportSize({ width: 1280, height: 720 });
    await dialog.getByRole('button', { name: 'Offer administration' }).click();
    await expect(toast(page, 'Offer sent')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(main.getByText('Waiting for Lydia Seller to accept.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Withdraw the offer' })).toBeVisible();
    await expectAccessible(page, '/church-admin (pending hand-over)');
    await cardShots(page, testInfo, 'Hand over administration', 'church-handover-pending');
    await logOut(pastor.name);
  });

  await test.step('Lydia opens the e-mailed link, logs in, comes back and accepts with the church’s new e-mail and password', async () => {
    const link = await waitForLink(dataDir(), lydia.email, '/accept-administration');
    await page.goto(link.pathname + link.search);
    await expect(main.getByRole('heading', { level: 1, name: 'Become the administrator' })).toBeVisible();
    await expectAccessible(page, '/accept-administration (signed out)');
    await main.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await signIn(lydia.email, lydia.password);
    await expect(page).toHaveURL(link.pathname + link.search);
    await expect(main).toContainText("The church's e-mail address and password move to you");
    await expect(main.getByRole('button', { name: 'Accept administration' })).toBeVisible();
    // Nothing chosen yet: each field says what it needs.
    await main.getByRole('button', { name: 'Accept administration' }).click();
    await expect(main.getByText('Please enter a valid email', { exact: true })).toBeVisible();
    await expect(main.getByText('Enter the 6-digit code from the e-mail we just sent you')).toBeVisible();
    await expect(main.getByText('Password must be at least 8 characters')).toBeVisible();
    await expectAccessible(page, '/accept-administration (1280 px)');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(page, '/accept-administration (360 px)');
    await page.setViewportSize({ width: 1280, height: 720 });
    // The church's new address is proven by a code mailed to it.
    await main.getByLabel("Church's e-mail address").fill(newChurchEmail);
    const before = await messagesTo(dataDir(), newChurchEmail);
    await main.getByRole('button', { name: 'Send code' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'We sent a 6-digit code to' })).toBeVisible();
    await expect(main.getByLabel('Code from that e-mail')).toBeFocused();
    await main.getByLabel('Code from that e-mail').fill(await waitForCode(dataDir(), newChurchEmail, before));
    await main.getByLabel('New church password').fill(newChurchPassword);
    await expectAccessible(page, '/accept-administration (code sent)');
    await screenshots(page, testInfo, 'accept-administration');
    await main.getByRole('button', { name: 'Accept administration' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'You are the administrator' })).toBeVisible();
    await expect(main).toContainText('You are now the administrator of your church.');
    await expect(main).toContainText(
      'Church Login takes the e-mail address and password you have just chosen',
    );
    await expectAccessible(page, '/accept-administration (accepted)');
    await screenshots(page, testInfo, 'accept-administration-done');
  });

  await test.step('Lydia reaches Church Admin, unlocked, with the administrator’s settings', async () => {
    await main.getByRole('link', { name: 'Go to Church Admin' }).click();
    await expect(page).toHaveURL('/church-admin');
    await expect(main.getByRole('heading', { level: 1, name: 'Church Administration' })).toBeVisible();
    const rows = main.getByRole('table', { name: 'Members of your church' }).getByRole('row');
    await expect(rows.filter({ hasText: '(you)' })).toContainText('Lydia Seller');
    await main.getByRole('tab', { name: 'Settings' }).click();
    await expect(main.getByRole('heading', { name: 'Hand over administration' })).toBeVisible();
    await expect(main.getByText(/Waiting for/)).toHaveCount(0);
    await logOut('Lydia Seller');
  });

  await test.step('Church Login is the new side’s: the old address and password no longer open it', async () => {
    const old = await request.post('/api/church/login', {
      data: { email: church.email, password: church.password },
    });
    expect(old.status()).toBe(401);
    const moved = await request.post('/api/church/login', {
      data: { email: newChurchEmail, password: newChurchPassword },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  });

  await test.step('the former administrator is a member now, and deletes their account', async () => {
    await signIn(pastor.email, pastor.password);
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await expect(main.getByRole('heading', { name: 'Danger zone' })).toBeVisible();
    await main.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(pastor.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/account-deleted\?until=/);
  });
});
