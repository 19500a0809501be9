import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { addMember, bearer, churchLogin, type SignedUpMember } from './support/church-members';
import { asReturningVisitor, expect, newChurch, registerChurchViaApi, test } from './support/fixtures';
import { screenshots } from './support/screens';

const today = () => new Date().toISOString().slice(0, 10);
const thisYear = new Date().getUTCFullYear();
const lastYear = thisYear - 1;

async function read(
  request: APIRequestContext,
  member: SignedUpMember,
  readDate: string,
  chapters: Array<[string, number]>,
) {
  const res = await request.post('/api/readings/batch', {
    data: { readDate, chapters: chapters.map(([book, chapter]) => ({ book, chapter })) },
    headers: bearer(member),
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Signs the page in as the member through the login form. */
async function signIn(page: Page, member: SignedUpMember) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /email/i }).fill(member.email);
  await main.getByLabel(/^password/i).fill(member.password);
  await main.getByRole('button', { name: /log in|sign in/i }).click();
  await expect(page).toHaveURL('/');
}

const focused = (page: Page) => page.locator(':focus');

/** A church whose member Naomi read Genesis 1 and 3 (twice), John 3 and, last year, Ruth; Boaz read John 3. */
async function readingChurch(request: APIRequestContext) {
  const church = newChurch();
  const { church: created } = await registerChurchViaApi(request, church);
  const naomi = await addMember(request, created.id, 'Naomi Reader');
  const boaz = await addMember(request, created.id, 'Boaz Reader');
  await read(request, naomi, today(), [
    ['Genesis', 1],
    ['Genesis', 3],
    ['John', 3],
  ]);
  await read(request, naomi, today(), [['Genesis', 3]]);
  await read(request, naomi, `${lastYear}-06-01`, [
    ['Ruth', 1],
    ['Ruth', 2],
    ['Ruth', 3],
    ['Ruth', 4],
  ]);
  await read(request, boaz, today(), [['John', 3]]);
  return { church, naomi };
}

test('a member reads their Bible map by keyboard, as a table and for one year', async ({
  page,
  request,
}, testInfo) => {
  const { naomi } = await readingChurch(request);
  const main = page.getByRole('main');

  await test.step('the Bible map opens from the header', async () => {
    await signIn(page, naomi);
    // The real menu trigger (Radix sets data-state), not the look-alike shown while the menus load.
    const menu = page.getByRole('banner').locator('button[data-state]', { hasText: 'Naomi Reader' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Bible map' }).click();
    await expect(page).toHaveURL('/bible');
    await expect(main.getByRole('heading', { level: 1, name: 'Bible map' })).toBeVisible();
    await expect(main.getByText('1 book finished')).toBeVisible();
    await expect(main.getByText('7 of 1,189')).toBeVisible();
    await expect(main.getByText('1% of the Bible')).toBeVisible();
    await expect(main.getByRole('gridcell')).toHaveCount(1189);
  });

  await test.step('the map is one tab stop, read with the arrow keys', async () => {
    await main.getByRole('button', { name: 'Table' }).focus();
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveAccessibleName('Genesis 1, read once');
    await page.keyboard.press('ArrowRight');
    await expect(focused(page)).toHaveAccessibleName('Genesis 2, not read yet');
    await page.keyboard.press('ArrowRight');
    await expect(focused(page)).toHaveAccessibleName('Genesis 3, read twice');
    await page.keyboard.press('ArrowDown');
    await expect(focused(page)).toHaveAccessibleName('Exodus 3, not read yet');
    await page.screenshot({ path: testInfo.outputPath('bible-map-focus.png') });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    await expect(focused(page)).toHaveAccessibleName('Genesis 50, not read yet');
    await page.keyboard.press('Control+End');
    await expect(focused(page)).toHaveAccessibleName('Revelation 22, not read yet');
    const john = main.getByRole('row', { name: /^John/ });
    await expect(john.getByRole('rowheader')).toHaveText('John5% read');
    // Tab leaves the map rather than walking its 1,189 cells.
    await page.keyboard.press('Tab');
    await expect(focused(page)).not.toHaveAttribute('role', 'gridcell');
    await expect(main.locator('[role=gridcell][tabindex="0"]')).toHaveCount(1);
  });

  await test.step('axe clean at 1280 and 360 px, no sideways scroll', async () => {
    await expectAccessible(page, '/bible (1280 px)');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(page, '/bible (360 px)');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath('bible-map-390.png'), fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath('bible-map-1280.png'), fullPage: false });
    await screenshots(page, testInfo, 'bible-map', { fullPage: false });
  });

  await test.step('the table view and one year', async () => {
    await main.getByRole('button', { name: 'Table' }).click();
    const table = main.getByRole('table', { name: 'Chapters read in each book' });
    await expect(table.getByRole('row', { name: /^Ruth/ }).getByRole('cell')).toHaveText([
      '4',
      '4',
      '100%',
      '1',
    ]);
    await main.getByLabel('Period').selectOption(String(lastYear));
    await expect(main.getByText('4 of 1,189')).toBeVisible();
    await expect(table.getByRole('row', { name: /^Genesis/ }).getByRole('cell')).toHaveText([
      '0',
      '50',
      '0%',
      '0',
    ]);
    await expectAccessible(page, '/bible (table, last year)');
    await screenshots(page, testInfo, 'bible-map-table', { fullPage: false });
    await main.getByRole('button', { name: 'Map' }).click();
    await expect(main.getByRole('gridcell', { name: 'Ruth 4, read once' })).toBeVisible();
    await expect(main.getByRole('gridcell', { name: 'Genesis 3, not read yet' })).toBeVisible();
  });
});

test('the church map adds up the members’ readings of the period; the administrator sees it in analytics', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const { church, naomi } = await readingChurch(request);
  const main = page.getByRole('main');
  await signIn(page, naomi);
  await page.goto('/bible');
  await expect(main.getByRole('heading', { level: 1, name: 'Bible map' })).toBeVisible();

  await test.step('the church map adds up the members’ readings of the period', async () => {
    await main.getByRole('tab', { name: 'Church map' }).click();
    const panel = main.getByRole('tabpanel', { name: 'Church map' });
    await expect(panel.getByRole('gridcell', { name: 'John 3, read twice' })).toBeVisible();
    await expect(panel.getByRole('gridcell', { name: 'Genesis 3, read twice' })).toBeVisible();
    // Last year's readings are before the church's period.
    await expect(panel.getByRole('gridcell', { name: 'Ruth 1, not read yet' })).toBeVisible();
    await expectAccessible(page, '/bible (church map)');
    await screenshots(page, testInfo, 'bible-map-church', { fullPage: false });
  });

  await test.step('the church administrator sees the church’s map in analytics', async () => {
    const context = await browser.newContext({ baseURL });
    await asReturningVisitor(context);
    const admin = await context.newPage();
    await churchLogin(admin, church.email, church.password);
    const panel = admin.getByRole('main');
    await panel.getByRole('tab', { name: 'Analytics' }).click();
    await expect(panel.getByRole('heading', { name: 'Bible Map' })).toBeVisible();
    await expect(panel.getByRole('gridcell', { name: 'John 3, read twice' })).toBeVisible();
    await expectAccessible(admin, '/church-admin (analytics, Bible map)');
    await context.close();
  });
});
