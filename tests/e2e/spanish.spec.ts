import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { addMember, logActivity } from './support/church-members';
import {
  asReturningVisitor,
  expect,
  newChurch,
  registerChurchViaApi,
  test,
  uniqueEmail,
} from './support/fixtures';
import { screenshots } from './support/screens';

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

  test('reads a church’s public challenge page in Spanish, head and preview included', async ({
    page,
    request,
  }, testInfo) => {
    const church = newChurch();
    const { church: created } = await registerChurchViaApi(request, church);
    const member = await addMember(request, created.id, 'Marta Lectora');
    await logActivity(
      request,
      member,
      [1, 2, 3].map((chapter) => ({ book: 'Ruth', chapter })),
      30,
    );
    const login = await request.post('/api/church/login', {
      data: { email: church.email, password: church.password },
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const year = new Date().getFullYear();
    const goal = await request.put('/api/church/goal', {
      headers,
      data: {
        targetChapters: 1000,
        targetMinutes: null,
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
      },
    });
    expect(goal.ok(), await goal.text()).toBe(true);
    const slug = `gracia-${created.id}`;
    const on = await request.put('/api/church/public-page', { headers, data: { enabled: true, slug } });
    expect(on.ok(), await on.text()).toBe(true);
    await asReturningVisitor(page);
    const main = page.getByRole('main');

    await test.step('the server writes the head in Spanish for a browser that reads it', async () => {
      const res = await page.request.get(`/c/${slug}`, { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } });
      const html = await res.text();
      expect(html).toMatch(/<html lang="es"/);
      expect(html).toContain(`<title>${church.name} · Desafío de lectura en Lampstand</title>`);
      expect(html).toContain(`/api/public/churches/${slug}/preview.png?lang=es`);
      expect(res.headers().vary).toBe('Accept-Language');
      const preview = await page.request.get(`/api/public/churches/${slug}/preview.png?lang=es`);
      expect(preview.headers()['content-type']).toBe('image/png');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(testInfo.outputPath('preview-es.png'), await preview.body());
    });

    await test.step('the page reads Spanish, with lang="es", axe clean at 360 and 1280 px', async () => {
      await page.goto(`/c/${slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(main.getByRole('heading', { level: 1, name: church.name })).toBeVisible();
      await expect(main.getByText('3 de 1,000')).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Nuestro mapa de la Biblia' })).toBeVisible();
      await expect(main.getByRole('link', { name: `Únete a ${church.name}` })).toBeVisible();
      await expect(page).toHaveTitle(`Desafío de lectura de ${church.name} | Lampstand`);
      await expect(main).not.toContainText('Our Bible map');
      await expect(main).not.toContainText('Marta Lectora');
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectAccessible(page, `/c/${slug} (en español, ${width} px)`);
      }
      await screenshots(page, testInfo, 'public-page-es');
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: testInfo.outputPath(`public-page-es-${width}-shot.png`),
          fullPage: true,
        });
      }
    });

    await test.step('its language links give the page in English, for this visit only', async () => {
      const languages = main.getByRole('navigation', { name: 'Idioma' });
      await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'page');
      await languages.getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(new RegExp(`/c/${slug}\\?lang=en$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(main.getByRole('heading', { name: 'Our Bible map' })).toBeVisible();
      await expect(page).toHaveTitle(`${church.name}’s reading challenge | Lampstand`);
      await expectAccessible(page, `/c/${slug}?lang=en`);
      // A link's language is not the device's choice: without it, the browser's Spanish again.
      await page.goto(`/c/${slug}`);
      await expect(main.getByRole('heading', { name: 'Nuestro mapa de la Biblia' })).toBeVisible();
    });
  });
});
