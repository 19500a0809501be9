import { expectAccessible } from './support/axe';
import { addMember, churchLogin, logActivity, toast } from './support/church-members';
import { asReturningVisitor, expect, newChurch, registerChurchViaApi, test } from './support/fixtures';
import { screenshots } from './support/screens';

const today = () => new Date().toISOString().slice(0, 10);

test('an administrator opens the public challenge page, a visitor reads it, and it is gone once switched off', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const church = newChurch();
  const { church: created } = await registerChurchViaApi(request, church);
  const mary = await addMember(request, created.id, 'Mary Reader');
  await logActivity(
    request,
    mary,
    [1, 2, 3].map((chapter) => ({ book: 'Ruth', chapter })),
    30,
  );
  const login = await request.post('/api/church/login', {
    data: { email: church.email, password: church.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const year = today().slice(0, 4);
  const goal = await request.put('/api/church/goal', {
    headers: { Authorization: `Bearer ${token}` },
    data: { targetChapters: 1000, targetMinutes: null, startDate: `${year}-01-01`, endDate: `${year}-12-31` },
  });
  expect(goal.ok(), await goal.text()).toBe(true);
  const slug = `grace-${created.id}`;

  const visitorContext = await browser.newContext();
  // The site's one-time welcome overlay is another journey's (onboarding-welcome.spec.ts).
  await asReturningVisitor(visitorContext);
  const visitor = await visitorContext.newPage();

  await test.step('the administrator switches the page on with an address', async () => {
    await churchLogin(page, church.email, church.password);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const card = page
      .getByRole('main')
      .locator('form')
      .filter({ has: page.getByLabel('Page address') });
    await card.getByLabel('Page address').fill('ab');
    await card.getByRole('checkbox', { name: 'Show the public page' }).click();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('The address must be 3 to 40 characters long')).toBeVisible();
    await card.getByLabel('Page address').fill(slug);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'The public page is on')).toBeVisible();
    await expect(card.getByRole('link', { name: /Open the public page/ })).toHaveAttribute(
      'href',
      `/c/${slug}`,
    );
    await expectAccessible(page, '/church-admin (settings, public page)');
  });

  await test.step('a visitor with no session reads the church, its goal and its map', async () => {
    await visitor.goto(`/c/${slug}`);
    const main = visitor.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: church.name })).toBeVisible();
    await expect(main.getByText(`${church.city}, ${church.state}`)).toBeVisible();
    await expect(main.getByText('3 of 1,000')).toBeVisible();
    await expect(main.getByRole('progressbar', { name: 'Chapters read' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(main.getByRole('heading', { name: 'Our Bible map' })).toBeVisible();
    await expect(main.getByRole('link', { name: `Join ${church.name}` })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(main).not.toContainText('Mary Reader');
    await expect(visitor).toHaveTitle(`${church.name}’s reading challenge | Lampstand`);
    await expectAccessible(visitor, `/c/${slug}`);
    await visitor.setViewportSize({ width: 360, height: 800 });
    await expectAccessible(visitor, `/c/${slug} at 360 px`);
    await screenshots(visitor, testInfo, 'public-page');
    for (const width of [390, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      const path = testInfo.outputPath(`public-page-${width}-shot.png`);
      await visitor.screenshot({ path, fullPage: true });
    }
    const preview = await visitor.request.get(`/api/public/churches/${slug}/preview.png`);
    expect(preview.headers()['content-type']).toBe('image/png');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(testInfo.outputPath('preview.png'), await preview.body());
  });

  await test.step('switched off, the visitor’s reload shows the 404 page', async () => {
    const card = page
      .getByRole('main')
      .locator('form')
      .filter({ has: page.getByLabel('Page address') });
    await card.getByRole('checkbox', { name: 'Show the public page' }).click();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'The public page is off')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(visitor.getByRole('main')).not.toContainText(church.name);
    await expectAccessible(visitor, `/c/${slug} (off)`);
  });
  await visitorContext.close();
});
