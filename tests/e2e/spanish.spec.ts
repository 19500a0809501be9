import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';

/*
 * The whole tracking journey in Spanish (issue 15, decision 035): the header's switch, the chapter
 * picker, quick log with Spanish references, a prayer, the totals and the Spanish book names, with
 * <html lang="es"> and axe clean; the choice kept on the profile.
 */
const stat = (page: Page, title: string) => page.getByRole('main').getByRole('group', { name: title });

for (const width of [360, 1280]) {
  test(`at ${width} px a person switches to Spanish and logs chapters, references and prayer in it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 740 });
    const main = page.getByRole('main');
    const res = await page.request.post('/api/users', {
      data: { name: 'Lidia Lectora', email: uniqueEmail('lidia'), password: 'lectora-password-1' },
    });
    expect(res.ok(), await res.text()).toBe(true);

    await test.step('the English dashboard switches to Spanish from the header', async () => {
      await page.goto('/');
      await expect(main.getByRole('heading', { level: 1, name: 'Welcome, Lidia Lectora' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
      await expect(
        main.getByRole('heading', { level: 1, name: 'Te damos la bienvenida, Lidia Lectora' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
      await expectAccessible(page, '/ (en español)');
    });

    await test.step('chapters picked in the picker, under their Spanish names', async () => {
      await main.getByRole('gridcell', { name: 'Génesis 1', exact: true }).click();
      await main.getByRole('gridcell', { name: 'Génesis 2', exact: true }).click();
      await main.getByRole('button', { name: 'Registrar lectura', exact: true }).click();
      await expect(page.getByText('Lectura registrada').first()).toBeVisible();
      await expect(stat(page, 'Mis capítulos leídos').getByText('2', { exact: true })).toBeVisible();
    });

    await test.step('quick log reads Spanish references', async () => {
      await main.getByLabel('Pasajes', { exact: true }).fill('Sal 23; Jn 3');
      await expect(main.getByText(/Salmos 23/).first()).toBeVisible();
      await expect(main.getByText(/Juan 3/).first()).toBeVisible();
      await main.getByRole('button', { name: 'Registrar 2 capítulos', exact: true }).click();
      await expect(stat(page, 'Mis capítulos leídos').getByText('4', { exact: true })).toBeVisible();
    });

    await test.step('a prayer logged in Spanish', async () => {
      await main.getByLabel('Minutos de oración', { exact: true }).fill('15');
      await main.getByRole('button', { name: 'Registrar tiempo de oración', exact: true }).click();
      await expect(page.getByText('Tiempo de oración registrado').first()).toBeVisible();
      await expect(stat(page, 'Mis minutos de oración').getByText('15', { exact: true })).toBeVisible();
    });

    await test.step('the totals, the activity and the book names are Spanish; axe is clean', async () => {
      await expect(main.getByText(/Génesis 1/).first()).toBeVisible();
      await expect(main.getByText(/Salmos 23/).first()).toBeVisible();
      await expect(main.getByText('Genesis', { exact: false })).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expectAccessible(page, '/ (en español, con registros)');
    });

    await test.step('the choice is the person’s: kept on reload, answered in Spanish by the server', async () => {
      await page.evaluate(() => localStorage.removeItem('lampstand-language'));
      await page.reload();
      await expect(
        main.getByRole('heading', { level: 1, name: 'Te damos la bienvenida, Lidia Lectora' }),
      ).toBeVisible();
      const me = await page.request.get('/api/me');
      expect((await me.json()).language).toBe('es');
      await page.goto('/profile');
      await expect(main.getByRole('radio', { name: 'Español' })).toBeChecked();
      await expectAccessible(page, '/profile (en español)');
    });
  });
}

test.describe('a visitor whose browser reads Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('sees the landing page in Spanish at once, with lang="es"', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Start tracking');
    await expectAccessible(page, '/home (en español)');
  });
});
