import { expectAccessible } from './support/axe';
import { chooseOption, expect, newChurch, registerChurchViaApi, test, uniqueEmail } from './support/fixtures';

test('a person registers, logs out and in, edits the profile, joins a church and opts out of sharing', async ({
  page,
  request,
}) => {
  const church = newChurch();
  await registerChurchViaApi(request, church);
  const person = { name: 'Ruth Reader', email: uniqueEmail('ruth'), password: 'first-password-1' };
  const main = page.getByRole('main');

  await test.step('register and land logged in on /', async () => {
    await page.goto('/register');
    await expectAccessible(page);
    await main.getByRole('textbox', { name: /name/i }).fill(person.name);
    await main.getByRole('textbox', { name: /email/i }).fill(person.email);
    await main.getByLabel(/^password/i).fill(person.password);
    await main.getByRole('button', { name: /register|sign up|create/i }).click();
    await expect(page.getByText('Registration successful').first()).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: person.name })).toBeVisible();
    await expectAccessible(page, '/ (logged in)');
  });

  await test.step('log out from the user menu', async () => {
    await page.getByRole('button', { name: person.name }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('log in again', async () => {
    await main.getByRole('textbox', { name: /email/i }).fill(person.email);
    await main.getByLabel(/^password/i).fill(person.password);
    await main.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: person.name })).toBeVisible();
  });

  const renamed = 'Ruth Faithful';
  await test.step('edit the profile', async () => {
    await page.getByRole('button', { name: person.name }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(main.getByText(person.email)).toBeVisible();
    await expectAccessible(page);
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await main.getByRole('textbox', { name: /name/i }).fill(renamed);
    await expectAccessible(page, '/profile (edit form)');
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated').first()).toBeVisible();
    await expect(page.getByRole('button', { name: renamed })).toBeVisible();
  });

  await test.step('join a church', async () => {
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await chooseOption(page, main.getByRole('combobox', { name: /church/i }), church.name);
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated').first()).toBeVisible();
    await expect(main.getByText(church.name).first()).toBeVisible();
    // With a church, the user menu offers the church administration panel.
    await page.getByRole('button', { name: renamed }).click();
    await expect(page.getByRole('menuitem', { name: 'Church Admin' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('opt out of sharing the name with the church', async () => {
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    // The privacy checkbox is offered to church members only, and sharing is on by default.
    const privacy = main.getByRole('checkbox', { name: 'Share my name with my church' });
    await expect(privacy).toBeChecked();
    await privacy.click();
    await main.getByRole('button', { name: 'Save Changes' }).click();
    // The form closes once the save has answered; the toast alone may still be the previous step's.
    await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByText('Profile updated').first()).toBeVisible();
    const me = await page.request.get('/api/me');
    expect(me.ok()).toBe(true);
    expect(await me.json()).toMatchObject({
      name: renamed,
      email: person.email,
      church: { name: church.name },
      shareNameWithChurch: false,
    });
  });
});
