import { expectAccessible } from './support/axe';
import {
  addMember,
  bearer,
  churchLogin,
  enterConfirmationCode,
  logActivity,
  payWithStandIn,
  toast,
} from './support/church-members';
import { dataDir, expect, newChurch, registerChurchViaApi, test, uniqueEmail } from './support/fixtures';
import { screenshots } from './support/screens';

test('an administrator lands unlocked, edits and removes members, sees analytics with a chart and pays through PayPal', async ({
  page,
  request,
}, testInfo) => {
  const church = newChurch();
  const { church: created } = await registerChurchViaApi(request, church);
  const mary = await addMember(request, created.id, 'Mary Reader');
  const sam = await addMember(request, created.id, 'Sam Leaving');
  await addMember(request, created.id, 'Quiet Member', { anonymous: true });
  await logActivity(
    request,
    mary,
    [
      { book: 'John', chapter: 3 },
      { book: 'Psalms', chapter: 23 },
    ],
    25,
  );
  const main = page.getByRole('main');
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });

  await test.step('church login lands on the tabs, unlocked, on Church Members', async () => {
    await churchLogin(page, church.email, church.password);
    await expect(main.getByRole('heading', { level: 1, name: 'Church Administration' })).toBeVisible();
    await expect(main.getByLabel('Church Password')).toHaveCount(0);
    const tabs = main.getByRole('tab');
    await expect(tabs).toHaveText(['Church Members', 'Analytics', 'Billing', 'Settings']);
    await expect(main.getByRole('tab', { name: 'Church Members' })).toHaveAttribute('aria-selected', 'true');
    const rows = main.getByRole('table', { name: 'Members of your church' }).getByRole('row');
    await expect(rows.filter({ hasText: 'Mary Reader' })).toContainText(mary.email);
    await expect(rows.filter({ hasText: 'Anonymous member' })).toContainText('Email hidden');
    await expect(main.getByRole('button', { name: 'Edit anonymous member' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Delete anonymous member' })).toBeVisible();
    // The administrator cannot remove themselves.
    await expect(rows.filter({ hasText: '(you)' }).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expectAccessible(page, '/church-admin (members)');
    await screenshots(page, testInfo, 'church-admin-members');
  });

  await test.step('edit a member: a short password is refused, a blank one is not sent', async () => {
    await main.getByRole('button', { name: 'Edit Mary Reader' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Mary Reader');
    await expect(dialog.getByLabel('Email')).toHaveValue(mary.email);
    await dialog.getByLabel('New Password (optional)').fill('abc');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
    await expectAccessible(page, '/church-admin (edit dialog)');
    await dialog.getByLabel('New Password (optional)').fill('');
    await dialog.getByLabel('Name').fill('Mary Magdalene');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'User updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('row').filter({ hasText: 'Mary Magdalene' })).toBeVisible();
    // The password was left as it was: Mary still signs in with it.
    const login = await request.post('/api/login', {
      data: { email: mary.email, password: mary.password },
    });
    expect(login.ok()).toBe(true);
  });

  await test.step('remove a member after the confirmation: they leave the church, keep their account', async () => {
    await main.getByRole('button', { name: 'Delete Sam Leaving' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete this user? This action cannot be undone.',
    );
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'User deleted')).toBeVisible();
    await expect(main.getByRole('row').filter({ hasText: 'Sam Leaving' })).toHaveCount(0);
    const me = await request.get('/api/me', { headers: bearer(sam) });
    expect(await me.json()).toMatchObject({ name: 'Sam Leaving', churchId: null });
  });

  await test.step('analytics: figures, a weekly chart loaded only now, top chapters, leaderboard', async () => {
    expect(scripts.some((s) => s.includes('WeeklyChart'))).toBe(false);
    await main.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page).toHaveURL('/church-admin?tab=analytics');
    const figure = (title: string) => main.getByRole('group', { name: title });
    await expect(figure('Total Chapters Read')).toContainText('2+2 from last week');
    await expect(figure('Total Prayer Minutes')).toContainText('25+25 from last week');
    // Mary and the anonymous member: the church's own account is not a member (decision 037).
    await expect(figure('Active Members')).toContainText('1of 2 members');
    const chart = main.getByTestId('weekly-chart');
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(chart.locator('.recharts-line-dot').first()).toBeVisible();
    expect(scripts.some((s) => s.includes('WeeklyChart'))).toBe(true);
    // The chart's text alternative: the same figures as a table for screen readers.
    await expect(
      main.getByRole('table', { name: 'Chapters read and prayer minutes per week of the current period' }),
    ).toBeAttached();
    await expect(main.getByRole('listitem').filter({ hasText: 'John 3' })).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: 'Mary Magdalene' }).first()).toBeVisible();
    await expectAccessible(page, '/church-admin (analytics)');
    await screenshots(page, testInfo, 'church-admin-analytics');
  });

  await test.step('settings: details, church password, year-end reset and delete for the administrator', async () => {
    await main.getByRole('tab', { name: 'Settings' }).click();
    await expect(main.getByLabel('Church Name')).toHaveValue(church.name);
    await expect(main.getByRole('heading', { name: 'Change Church Password' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Year-End Reset' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Delete Church' })).toBeVisible();
    await main.getByLabel('City').fill('Tempe');
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Church settings saved')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(main.getByText(`Tempe, ${church.state}`)).toBeVisible();
    await main.getByRole('button', { name: 'Perform Year-End Reset' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Year-End Reset' })).toContainText(
      'Are you sure you want to perform the year-end reset? This will archive all current year data and cannot be undone.',
    );
    await expectAccessible(page, '/church-admin (year-end confirmation)');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expectAccessible(page, '/church-admin (settings)');
    await screenshots(page, testInfo, 'church-admin-settings');
  });

  await test.step('billing: a 30-day trial; Subscribe reveals PayPal, Cancel hides it, paying makes it active', async () => {
    await main.getByRole('tab', { name: 'Billing' }).click();
    const card = main.getByRole('definition');
    await expect(card.filter({ hasText: 'Free Trial' })).toBeVisible();
    await expect(card.filter({ hasText: '30 days' })).toBeVisible();
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('paypal-stand-in-pay')).toBeVisible();
    await expectAccessible(page, '/church-admin (billing, PayPal shown)');
    await main.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByTestId('paypal-stand-in-pay')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Subscribe' })).toBeFocused();
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await payWithStandIn(page);
    await expect(card.filter({ hasText: 'Active' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Cancel Renewal' })).toBeVisible();
    await expectAccessible(page, '/church-admin (billing, active)');
    await screenshots(page, testInfo, 'church-admin-billing');
  });

  await test.step('renewal can be cancelled and resumed', async () => {
    await main.getByRole('button', { name: 'Cancel Renewal' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Renewal' }).click();
    await expect(toast(page, 'Renewal cancelled')).toBeVisible();
    await expect(main.getByText(/Renewal is cancelled/)).toBeVisible();
    await main.getByRole('button', { name: 'Resume Renewal' }).click();
    await expect(toast(page, 'Renewal resumed')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Cancel Renewal' })).toBeVisible();
  });
});

test('a member without the password is stopped at the gate; a wrong password says so; the right one opens the tabs', async ({
  page,
  request,
}) => {
  const church = newChurch();
  const { church: created } = await registerChurchViaApi(request, church);
  const res = await page.request.post('/api/users', {
    data: {
      name: 'Gate Keeper',
      email: uniqueEmail('gate'),
      password: 'member-password-1',
      churchId: created.id,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const main = page.getByRole('main');

  await test.step('the gate: Church Password, Authenticate, Return to Dashboard; nothing opens behind it', async () => {
    await page.goto('/church-admin');
    await expect(main.getByLabel('Church Password')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Authenticate' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('tab')).toHaveCount(0);
    expect((await page.request.get('/api/church/users')).status()).toBe(403);
    await expectAccessible(page, '/church-admin (gate)');
  });

  await test.step('a wrong password shows the message and stays locked', async () => {
    await main.getByLabel('Church Password').fill('not-the-password');
    await main.getByRole('button', { name: 'Authenticate' }).click();
    await expect(main.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
    await expect(main.getByLabel('Church Password')).toBeFocused();
    await expectAccessible(page, '/church-admin (gate, wrong password)');
  });

  await test.step('the right password opens the tabs; a member sees no administrator-only settings', async () => {
    await main.getByLabel('Church Password').fill(church.password);
    await page.keyboard.press('Enter');
    await expect(main.getByRole('tab', { name: 'Church Members' })).toBeVisible();
    // A member sees the list but changes nobody: no edit or delete buttons (issue 9).
    await expect(main.getByRole('row').filter({ hasText: 'Gate Keeper' })).toBeVisible();
    await expect(main.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 1, name: 'Church Administration' })).toBeFocused();
    // The tabs from the keyboard: arrows move and open, End goes to the last.
    await page.keyboard.press('Tab');
    await expect(main.getByRole('link', { name: 'Return to Dashboard' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(main.getByRole('tab', { name: 'Church Members' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(main.getByRole('tab', { name: 'Analytics' })).toBeFocused();
    await expect(main.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(main.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByLabel('Church Name')).toHaveValue(church.name);
    await expect(main.getByRole('heading', { name: 'Year-End Reset' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Delete Church' })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'Change Church Password' })).toHaveCount(0);
  });
});

test('someone without a church gets Access Denied', async ({ page }) => {
  const res = await page.request.post('/api/users', {
    data: { name: 'No Church', email: uniqueEmail('lonely'), password: 'member-password-1' },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/church-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expectAccessible(page, '/church-admin (access denied)');
});

test('the administrator closes the year, then deletes the church; members keep their accounts without a church', async ({
  page,
  request,
}) => {
  const church = newChurch();
  const { church: created } = await registerChurchViaApi(request, church);
  const member = await addMember(request, created.id, 'Priscilla Stays');
  const main = page.getByRole('main');
  await churchLogin(page, church.email, church.password);
  await main.getByRole('tab', { name: 'Settings' }).click();

  await test.step('year-end reset after its confirmation answers with the year it closed', async () => {
    await main.getByRole('button', { name: 'Perform Year-End Reset' }).click();
    await page
      .getByRole('alertdialog', { name: 'Year-End Reset' })
      .getByRole('button', { name: 'Reset' })
      .click();
    const done = toast(page, 'Year-End Reset Complete');
    await expect(done).toBeVisible();
    await expect(done).toContainText(/Year \d{4} has been archived/);
  });

  await test.step('deleting the church needs its confirmation and the code mailed to the church', async () => {
    await main.getByRole('button', { name: 'Delete Church' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Church' });
    await expect(confirm).toContainText(`Are you sure you want to delete ${church.name}?`);
    await expect(confirm.getByRole('button', { name: 'Send code' })).toBeFocused();
    // Without the code nothing is deleted.
    await confirm.getByRole('button', { name: 'Delete Church' }).click();
    await expect(confirm.getByText('Enter the 6-digit code from the e-mail we just sent you')).toBeVisible();
    await enterConfirmationCode(confirm, dataDir(), church.email);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await expectAccessible(page, `/church-admin (delete church confirmation) at ${width} px`);
    }
    await confirm.getByRole('button', { name: 'Delete Church' }).click();
    await expect(toast(page, 'Church deleted')).toBeVisible();
    // The church's own account went with the church: its session ended.
    await expect(page).toHaveURL('/');
    expect((await page.request.get('/api/me')).status()).toBe(401);
    const me = await request.get('/api/me', { headers: bearer(member) });
    expect(await me.json()).toMatchObject({ name: 'Priscilla Stays', churchId: null });
  });
});
