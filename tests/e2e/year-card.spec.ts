import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { addMember, bearer, churchLogin, type SignedUpMember } from './support/church-members';
import { expect, newChurch, registerChurchViaApi, test } from './support/fixtures';

const lastYear = new Date().getUTCFullYear() - 1;

async function read(
  request: APIRequestContext,
  member: SignedUpMember,
  readDate: string,
  book: string,
  n: number,
) {
  const chapters = Array.from({ length: n }, (_, i) => ({ book, chapter: i + 1 }));
  const res = await request.post('/api/readings/batch', {
    data: { readDate, chapters },
    headers: bearer(member),
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Clicks Download, keeps the file as a test artefact and answers its PNG width and height. */
async function download(page: Page, dialog: Locator, testInfo: TestInfo, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download' }).click(),
  ]);
  const path = testInfo.outputPath(name);
  await file.saveAs(path);
  await testInfo.attach(name, { path, contentType: 'image/png' });
  const png = await readFile(path);
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { name: file.suggestedFilename(), width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The dialog at 390 and 1280 px, as a person sees it. */
async function dialogShots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, animations: 'disabled' });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
}

test('a reader shares their year as a portrait and a square card; the administrator shares the church’s', async ({
  page,
  request,
}, testInfo) => {
  const church = newChurch();
  const { church: created } = await registerChurchViaApi(request, church);
  const ruth = await addMember(request, created.id, 'Ruth Reader');
  await read(request, ruth, `${lastYear}-03-01`, 'Ruth', 4);
  await read(request, ruth, `${lastYear}-03-02`, 'Jonah', 4);
  await read(request, ruth, `${lastYear}-03-03`, 'Psalms', 30);

  await test.step('the reader opens “Share your year” from the year-end reports', async () => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /email/i }).fill(ruth.email);
    await main.getByLabel(/^password/i).fill(ruth.password);
    await main.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page).toHaveURL('/');
    await main.getByRole('button', { name: 'Year-End Reports' }).click();
    const reports = page.getByRole('dialog', { name: 'Year-End Reports' });
    await expect(reports.getByText('38', { exact: true }).first()).toBeVisible();
    await reports.getByRole('button', { name: 'Share your year' }).click();
  });

  const dialog = page.getByRole('dialog', { name: `Share your ${lastYear}` });
  const preview = dialog.getByRole('img', { name: `Preview of the ${lastYear} card` });

  await test.step('portrait: the preview, then the downloaded PNG is 1080×1920', async () => {
    await expect(preview).toBeVisible();
    await dialog.getByRole('radio', { name: 'Portrait' }).check();
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      `lampstand-${lastYear}-portrait.png`,
    );
    expect(await download(page, dialog, testInfo, 'card-portrait.png')).toEqual({
      name: `lampstand-${lastYear}-portrait.png`,
      width: 1080,
      height: 1920,
    });
    await dialogShots(page, testInfo, 'share-dialog-portrait');
  });

  await test.step('square, without the map: the downloaded PNG is 1080×1080', async () => {
    await dialog.getByRole('radio', { name: 'Square' }).check();
    await dialog.getByRole('checkbox', { name: 'Bible map' }).uncheck();
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      `lampstand-${lastYear}-square.png`,
    );
    expect(await download(page, dialog, testInfo, 'card-square-no-map.png')).toMatchObject({
      width: 1080,
      height: 1080,
    });
    await dialog.getByRole('checkbox', { name: 'Bible map' }).check();
    expect(await download(page, dialog, testInfo, 'card-square.png')).toMatchObject({
      width: 1080,
      height: 1080,
    });
    await dialogShots(page, testInfo, 'share-dialog-square');
  });

  await test.step('nothing chosen: no card and no download', async () => {
    for (const item of [
      'Chapters read',
      'Minutes in prayer',
      'Longest streak',
      'Books finished',
      'Bible map',
    ])
      await dialog.getByRole('checkbox', { name: item }).uncheck();
    await expect(dialog.getByRole('alert')).toHaveText('Choose at least one thing to show');
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'Chapters read' }).check();
    await expect(dialog.getByRole('link', { name: 'Download' })).toBeVisible();
  });

  await test.step('no Share button where the browser cannot share files; axe clean at 1280 and 360 px', async () => {
    // Desktop Chromium on Linux has no file sharing: the Share button is hidden, Download stays.
    const canShareFiles = await page.evaluate(
      () =>
        typeof navigator.canShare === 'function' && navigator.canShare({ files: [new File([], 'a.png')] }),
    );
    await expect(dialog.getByRole('button', { name: 'Share', exact: true })).toHaveCount(
      canShareFiles ? 1 : 0,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page, 'share dialog (1280 px)');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(page, 'share dialog (360 px)');
  });

  await test.step('the church administrator shares the church’s year from Analytics', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().clearCookies();
    await churchLogin(page, church.email, church.password);
    await page.goto('/church-admin?tab=analytics');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Share the church’s year' }).click();
    const churchDialog = page.getByRole('dialog', { name: `Share ${church.name}’s ${lastYear}` });
    await expect(churchDialog.getByRole('img', { name: `Preview of the ${lastYear} card` })).toBeVisible();
    await expect(churchDialog.getByRole('checkbox', { name: 'Longest streak' })).toHaveCount(0);
    await churchDialog.getByRole('radio', { name: 'Portrait' }).check();
    await expect(churchDialog.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      `lampstand-${lastYear}-portrait.png`,
    );
    expect(await download(page, churchDialog, testInfo, 'church-card-portrait.png')).toMatchObject({
      width: 1080,
      height: 1920,
    });
    await expectAccessible(page, 'church share dialog (1280 px)');
    await dialogShots(page, testInfo, 'church-share-dialog');
  });
});
