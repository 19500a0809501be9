import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';

/*
 * Dark mode (decision 026): the app follows the system's setting, and the profile's Appearance choice
 * (System, Light, Dark) overrides it on this device, from the first paint of every later visit.
 */

// Routes below stand in for the network; a service worker would answer before them.
test.use({ serviceWorkers: 'block' });

const LIGHT_BACKGROUND = 'rgb(248, 250, 252)';
const DARK_BACKGROUND = 'rgb(11, 17, 32)';
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The browser bar's colour in force: the theme-color meta whose media matches. */
const barColour = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
        (meta) => !meta.media || window.matchMedia(meta.media).matches,
      )?.content,
  );

test('a person chooses Dark in the profile: the app is dark at once and from the first paint after a reload; System follows the device again', async ({
  page,
}) => {
  const res = await page.request.post('/api/users', {
    data: { name: 'Dora Dusk', email: uniqueEmail('dora'), password: 'dark-password-1' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const appearance = page.getByRole('group', { name: 'Theme' });

  await test.step('System is the default and follows the device', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/profile');
    await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(await background(page)).toBe(LIGHT_BACKGROUND);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
    expect(await barColour(page)).toBe('#0b1120');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `/profile at ${width} px`);
    }
  });

  await test.step('Dark on a light device: dark at once, and still dark after a reload', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await appearance.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
    expect(await barColour(page)).toBe('#0b1120');
    await page.reload();
    await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await background(page)).toBe(DARK_BACKGROUND);
  });

  await test.step('the choice applies before the app runs: the page is dark with no app script at all', async () => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/dashboard');
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
    expect(await background(page)).toBe(DARK_BACKGROUND);
    expect(await barColour(page)).toBe('#0b1120');
    await page.unroute(/\/assets\/.*\.js$/);
  });

  await test.step('Light on a dark device stays light', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/profile');
    await appearance.getByRole('radio', { name: 'Light' }).check();
    await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);
    expect(await barColour(page)).toBe('#4f46e5');
    await page.reload();
    expect(await background(page)).toBe(LIGHT_BACKGROUND);
  });

  await test.step('System again: the device decides', async () => {
    await appearance.getByRole('radio', { name: 'System' }).check();
    await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);
    await page.reload();
    await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });
});
