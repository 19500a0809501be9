import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { screenshots } from './support/screens';

const main = (page: Page) => page.getByRole('main');

test.describe('the public site', () => {
  test('/home: hero, three feature cards, church section, pricing and the calls to action', async ({
    page,
  }, testInfo) => {
    await page.goto('/home');
    const m = main(page);
    await expect(m.getByRole('heading', { level: 1 })).toContainText('Read Scripture and pray together');
    await expect(page).toHaveTitle(/Lampstand/);

    const features = m.getByRole('region', { name: 'A simple habit, faithfully kept' });
    await expect(features.getByRole('listitem')).toHaveCount(3);
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'Track Bible reading',
      'Log prayer time',
      'Grow together as a church',
    ]);
    await expect(m.getByRole('region', { name: 'Bring your whole church along' })).toBeVisible();

    const pricing = m.getByRole('region', { name: 'Simple pricing for churches' });
    await expect(pricing).toContainText('$99');
    await expect(pricing).toContainText('/year per church');
    await expect(pricing).toContainText('30-day free trial');
    for (const benefit of [
      'Unlimited members',
      'Church analytics and reports',
      'Bible reading statistics',
      'Annual data reports',
    ]) {
      await expect(pricing.getByRole('listitem').filter({ hasText: benefit })).toBeVisible();
    }

    const hrefs = await m.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    for (const href of ['/register', '/church-register', '/about']) expect(hrefs).toContain(href);
    const closing = m.getByRole('region', { name: 'Ready to begin?' });
    await expect(closing.getByRole('link')).toHaveText([
      'Create a Free Account',
      'Register Your Church',
      'Learn More About Us',
    ]);
    await expectAccessible(page);
    await screenshots(page, testInfo, 'home');
  });

  test('/ shows the landing page to a visitor, and its calls to action work from the keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Read Scripture');
    // From the top of the page, Tab reaches the first call to action after the skip link and the header.
    const cta = main(page).getByRole('link', { name: 'Create a Free Account' }).first();
    for (let i = 0; i < 10 && !(await cta.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(cta).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/register');
    await page.goBack();
    await main(page).getByRole('link', { name: 'Read our story' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about');
  });

  test('/about: the origin story, mission, three steps and links to register', async ({ page }, testInfo) => {
    await page.goto('/about');
    const m = main(page);
    await expect(m.getByRole('heading', { level: 1, name: 'About Lampstand' })).toBeVisible();
    await expect(m).toContainText('read 1 million chapters of the Bible and log 2 million minutes of prayer');
    await expect(m).toContainText('in a single year');
    await expect(m.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    const steps = m.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    await expect(steps.getByRole('heading')).toHaveText([
      'Churches register',
      'Members track',
      'Communities grow',
    ]);
    await expect(m.getByRole('link', { name: 'Register Your Church' })).toHaveAttribute(
      'href',
      '/church-register',
    );
    await expect(m.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/register');
    await expect(page).toHaveTitle('About Lampstand | Lampstand');
    await expectAccessible(page);
    await screenshots(page, testInfo, 'about');
  });

  test('the footer reaches every public page by keyboard', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Lampstand`);
    for (const [name, path, heading] of [
      ['About', '/about', 'About Lampstand'],
      ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ['Terms of Service', '/terms', 'Terms of Service'],
      ['Contact', '/contact', 'Contact Us'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(path);
      await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});
