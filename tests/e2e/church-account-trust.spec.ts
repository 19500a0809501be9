import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import {
  addMember,
  bearer,
  churchLogin,
  enterConfirmationCode,
  registerPastorViaApi,
  toast,
} from './support/church-members';
import { chooseOption, dataDir, expect, newChurch, registerChurchViaApi, test } from './support/fixtures';
import { messagesTo, readOutbox } from './support/outbox';
import { WIDTHS } from './support/screens';

/*
 * Issue 35, points 1 and 2 (decision 037): the church password never opens a person's account. The church
 * account (Church Login) is the church: it sees no person's data, and powers over another person need a
 * code mailed to the church's own address, never the church password alone. The person who registers the
 * church makes their own account, which becomes the first administrator.
 */

/** axe at a phone's width and a desktop's, then back to the desktop's. */
async function accessibleAtBothWidths(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await expectAccessible(page, `${what} at ${width} px`);
  }
}

test('a member who knows the church password signs in at Church Login: no person’s data, no power without the church’s code', async ({
  page,
  request,
}) => {
  const church = newChurch();
  const { church: created, adminClaim } = await registerChurchViaApi(request, church);
  const pastor = await registerPastorViaApi(request, created, adminClaim);
  const secret = `my marriage ${created.id}`;
  const prayer = await request.post('/api/prayer-requests', {
    data: { request: secret },
    headers: bearer(pastor),
  });
  expect(prayer.ok(), await prayer.text()).toBe(true);
  const mary = await addMember(request, created.id, 'Mary Reader');
  const nosy = await addMember(request, created.id, 'Nosy Member');
  const main = page.getByRole('main');
  const codesBefore = await messagesTo(dataDir(), church.email);

  await test.step('Church Login opens Church Admin as the church, not as a person', async () => {
    await churchLogin(page, church.email, church.password);
    const me = await (await page.request.get('/api/me')).json();
    expect(me).toMatchObject({ isChurchAccount: true, isChurchAdmin: true, name: church.name });
    await expect(main.getByRole('heading', { level: 1, name: 'Church Administration' })).toBeVisible();
    await accessibleAtBothWidths(page, '/church-admin (church account)');
  });

  await test.step('its own screens send it back to Church Admin; its menu offers nothing personal', async () => {
    for (const path of ['/', '/profile', '/dashboard', '/plans']) {
      await page.goto(path);
      await expect(page).toHaveURL('/church-admin');
      await expect(main.getByRole('heading', { level: 1, name: 'Church Administration' })).toBeVisible();
    }
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Notifications' })).toHaveCount(0);
    await banner.getByRole('button', { name: church.name, exact: true }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Church Admin', 'Log Out']);
    await expectAccessible(page, '/church-admin (church account menu)');
    await page.keyboard.press('Escape');
  });

  await test.step('no prayer request of anybody, anywhere', async () => {
    const mine = await page.request.get('/api/prayer-requests');
    expect(mine.status()).toBe(403);
    expect(await mine.json()).toMatchObject({ code: 'church_account' });
    for (const path of [
      '/api/activity?limit=5',
      '/api/stats/user',
      '/api/me/export?format=json',
      '/api/plans/enrollments',
    ]) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(403);
      expect(await res.json(), path).toMatchObject({ code: 'church_account' });
    }
    for (const tab of ['Church Members', 'Analytics', 'Settings']) {
      await main.getByRole('tab', { name: tab }).click();
      await expect(main.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('body')).not.toContainText(secret);
    }
    await main.getByRole('tab', { name: 'Church Members' }).click();
  });

  await test.step('changing Mary’s password needs the code mailed to the church; a wrong one changes nothing', async () => {
    await main.getByRole('button', { name: 'Edit Mary Reader' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('New Password (optional)').fill('taken-over-1');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Enter the 6-digit code from the e-mail we just sent you')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    // The code went to the church's address, not to whoever is at the keyboard.
    await expect(dialog.getByRole('status')).toContainText('We sent a 6-digit code to');
    await expect.poll(() => messagesTo(dataDir(), church.email)).toBeGreaterThan(codesBefore);
    expect(
      (await readOutbox(dataDir())).filter((m) => m.to.includes(nosy.email) && /code/i.test(m.subject)),
    ).toEqual([]);
    await dialog.getByLabel('Confirmation code').fill('000000');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('That code is wrong or has expired. Ask for a new one.')).toBeVisible();
    await expect(dialog.getByLabel('Confirmation code')).toHaveAttribute('aria-invalid', 'true');
    await accessibleAtBothWidths(page, '/church-admin (edit user, code refused)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Without a code the API refuses too, and changes nothing.
    const direct = await page.request.patch(`/api/admin/users/${mary.id}`, {
      data: { name: 'Mary Reader', email: 'nosy-took-it@example.com', password: 'taken-over-2' },
    });
    expect(direct.status()).toBe(400);
    expect((await direct.json()).errors).toHaveProperty('confirmationCode');
    const login = await request.post('/api/login', { data: { email: mary.email, password: mary.password } });
    expect(login.ok(), 'Mary still signs in with her own password').toBe(true);
  });

  await test.step('handing the church over needs the code too', async () => {
    await main.getByRole('tab', { name: 'Settings' }).click();
    await chooseOption(page, main.getByLabel('Member', { exact: true }), 'Nosy Member');
    await main.getByRole('button', { name: 'Offer administration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hand over administration?' });
    await expect(dialog).toContainText("choose the church's e-mail address and a new church password");
    await dialog.getByRole('button', { name: 'Offer administration' }).click();
    await expect(dialog.getByText('Enter the 6-digit code from the e-mail we just sent you')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByLabel('Confirmation code')).toBeFocused();
    await dialog.getByLabel('Confirmation code').fill('123456');
    await dialog.getByRole('button', { name: 'Offer administration' }).click();
    await expect(dialog.getByText('That code is wrong or has expired. Ask for a new one.')).toBeVisible();
    await accessibleAtBothWidths(page, '/church-admin (hand-over, code refused)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const direct = await page.request.post('/api/church/handover', { data: { userId: nosy.id } });
    expect(direct.status()).toBe(400);
    expect(await (await page.request.get('/api/church/handover')).json()).toEqual({ offer: null });
    expect(await readOutbox(dataDir()).then((all) => all.filter((m) => m.to.includes(nosy.email)))).toEqual(
      [],
    );
  });

  await test.step('with the code from the church’s mailbox the change is made', async () => {
    await main.getByRole('tab', { name: 'Church Members' }).click();
    await main.getByRole('button', { name: 'Edit Mary Reader' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('New Password (optional)').fill('temporary-7');
    await enterConfirmationCode(dialog, dataDir(), church.email);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'User updated')).toBeVisible();
    const old = await request.post('/api/login', { data: { email: mary.email, password: mary.password } });
    expect(old.status()).toBe(401);
  });

  await test.step('the pastor’s prayer request is still the pastor’s alone', async () => {
    const theirs = await request.get('/api/prayer-requests', { headers: bearer(pastor) });
    expect(JSON.stringify(await theirs.json())).toContain(secret);
    const members = await page.request.get('/api/church/users');
    expect(JSON.stringify(await members.json())).not.toContain(secret);
  });
});

test.describe('registered from a browser in Arizona', () => {
  test.use({ timezoneId: 'America/Phoenix' });

  test('the pastor registers the church, continues at /register and becomes its first administrator', async ({
    page,
  }) => {
    const church = newChurch();
    const main = page.getByRole('main');
    const pastor = {
      name: 'Pastor Priscilla',
      email: `pastor-${Date.now()}@example.com`,
      password: 'my-own-pw-1',
    };

    await test.step('church registration says what Church Login is for, and goes on to /register', async () => {
      await page.goto('/church-register');
      await main.getByRole('textbox', { name: /church name/i }).fill(church.name);
      await main.getByRole('textbox', { name: /city/i }).fill(church.city);
      await main.getByRole('textbox', { name: /state/i }).fill(church.state);
      await main.getByRole('textbox', { name: /email/i }).fill(church.email);
      await main.getByLabel(/^password/i).fill(church.password);
      await main.getByRole('button', { name: /register/i }).click();
      const done = toast(page, 'Church registered successfully');
      await expect(done).toBeVisible();
      await expect(done).toContainText(
        `${church.name}'s e-mail and password sign in at Church Login to administer the church.`,
      );
      await expect(page).toHaveURL('/register');
      // The claim is kept in the tab, never in the address.
      expect(page.url()).not.toMatch(/claim/i);
    });

    await test.step('/register: your own account, the first administrator of the church, chosen and fixed', async () => {
      await expect(main).toContainText(
        `You are creating your own account. It becomes the first administrator of ${church.name}.`,
      );
      const chosen = main.getByRole('textbox', { name: 'Church', exact: true });
      await expect(chosen).toHaveValue(church.name);
      await expect(chosen).toHaveAttribute('readonly', '');
      await expect(main.getByLabel('Church (optional)')).toHaveCount(0);
      await accessibleAtBothWidths(page, '/register (with the church’s claim)');
    });

    await test.step('the account is the pastor’s own, and administers the church', async () => {
      await main.getByRole('textbox', { name: /name/i }).first().fill(pastor.name);
      await main.getByRole('textbox', { name: /email/i }).fill(pastor.email);
      await main.getByLabel(/^password/i).fill(pastor.password);
      await main.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL('/');
      await expect(main.getByRole('heading', { level: 1, name: `Welcome, ${pastor.name}` })).toBeVisible();
      const me = await (await page.request.get('/api/me')).json();
      expect(me).toMatchObject({
        email: pastor.email,
        isChurchAdmin: true,
        isChurchAccount: false,
        church: { name: church.name },
      });
      // Spent: the claim is gone from the tab.
      expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toMatch(/claim/i);
    });

    await test.step('Settings: the church keeps Arizona’s days, and a new church is offered no pace', async () => {
      await page.goto('/church-admin');
      await main.getByLabel('Church Password').fill(church.password);
      await main.getByRole('button', { name: 'Authenticate' }).click();
      await main.getByRole('tab', { name: 'Settings' }).click();
      // Registered from a browser in Arizona: the church's days turn at midnight there, not in UTC.
      await expect(main.getByLabel('Time zone', { exact: true })).toHaveValue('America/Phoenix');
      // A church of one day has no pace to suggest from; its size gives one.
      const suggestions = main.getByRole('region', { name: 'Start from a suggestion' });
      await expect(suggestions.getByRole('button', { name: /^A chapter a day each/ })).toBeVisible();
      await expect(suggestions.getByRole('button', { name: /^Our recent pace/ })).toHaveCount(0);
    });

    await test.step('the pastor changes the church password with the code mailed to their own address', async () => {
      const card = main.locator('form').filter({ has: page.getByLabel('Current Password') });
      await card.getByLabel('Current Password').fill(church.password);
      await card.getByLabel('New Password', { exact: true }).fill('new church password 2');
      await enterConfirmationCode(card, dataDir(), pastor.email);
      await accessibleAtBothWidths(page, '/church-admin (church password with code)');
      await card.getByRole('button', { name: 'Change Password' }).click();
      await expect(toast(page, 'Church password changed')).toBeVisible();
      const login = await page.request.post('/api/church/login', {
        data: { email: church.email, password: 'new church password 2' },
      });
      expect(login.ok()).toBe(true);
    });
  });
});
