import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectAccessible } from './support/axe';
import { addMember, churchLogin } from './support/church-members';
import { expect, newChurch, registerChurchViaApi, test, uniqueEmail } from './support/fixtures';

/*
 * Issue 15, "Your data is yours": a person downloads everything as JSON and as a zip of CSV files from the
 * profile and opens both; a church administrator downloads the member list. Axe at 360 and 1280 px.
 */

/** Clicks a download link and answers the file's name and its bytes. */
async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

test('a person logs readings and a prayer, downloads their data as JSON and as CSV, and finds them in both', async ({
  page,
}) => {
  const email = uniqueEmail('exporter');
  const main = page.getByRole('main');

  await test.step('sign up, log two chapters with Quick log and a prayer with notes', async () => {
    const res = await page.request.post('/api/users', {
      data: { name: 'Esther Export', email, password: 'export-password-1', timeZone: 'UTC' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await page.goto('/');
    await main.getByLabel('Passages').fill('Ps 23; Jn 3');
    await main.getByRole('button', { name: 'Log 2 chapters' }).click();
    await expect(main.getByLabel('Passages')).toHaveValue('');
    await main.getByRole('spinbutton', { name: 'Prayer Minutes', exact: true }).fill('12');
    await main.getByLabel('Notes (optional)').fill('For the harvest');
    await main.getByRole('button', { name: 'Log Prayer Time' }).click();
    await expect(page.getByText('Prayer time logged successfully', { exact: true })).toBeVisible();
  });

  const card = page.getByRole('region', { name: 'Your data' });
  await test.step('the profile offers both downloads, accessible at 360 and 1280 px', async () => {
    await page.goto('/profile');
    await expect(card.getByRole('link', { name: 'Download as JSON' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Download as CSV (zip)' })).toBeVisible();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `/profile (your data) at ${width} px`);
    }
  });

  await test.step('the JSON file opens and holds the profile, the readings and the prayer', async () => {
    const file = await download(page, card.getByRole('link', { name: 'Download as JSON' }));
    expect(file.name).toBe(`lampstand-export-${todayUtc()}.json`);
    const data = JSON.parse(file.bytes.toString('utf8'));
    expect(data.format).toBe('lampstand-export');
    expect(data.profile).toMatchObject({ name: 'Esther Export', email });
    expect(data).not.toHaveProperty('profile.passwordHash');
    const chapters = data.readings.map((r: { book: string; chapter: number }) => `${r.book} ${r.chapter}`);
    expect(chapters.sort()).toEqual(['John 3', 'Psalms 23']);
    expect(data.prayers).toEqual([
      expect.objectContaining({ minutes: 12, notes: 'For the harvest', date: todayUtc() }),
    ]);
  });

  await test.step('the zip opens and its readings.csv and prayers.csv hold the same entries', async () => {
    const file = await download(page, card.getByRole('link', { name: 'Download as CSV (zip)' }));
    expect(file.name).toBe(`lampstand-export-${todayUtc()}.zip`);
    const files = unzipSync(new Uint8Array(file.bytes));
    expect(Object.keys(files).sort()).toEqual([
      'notifications.csv',
      'plans.csv',
      'prayer-requests.csv',
      'prayers.csv',
      'profile.csv',
      'readings.csv',
      'reminder-settings.csv',
    ]);
    const readings = strFromU8(files['readings.csv'] as Uint8Array)
      .trim()
      .split('\n');
    expect(readings[0]).toBe('id,date,book,chapter,church_id,logged_at');
    expect(
      readings
        .slice(1)
        .map((row) => row.split(',').slice(1, 4).join(' '))
        .sort(),
    ).toEqual([`${todayUtc()} John 3`, `${todayUtc()} Psalms 23`]);
    expect(strFromU8(files['prayers.csv'] as Uint8Array)).toContain(',12,For the harvest,');
  });
});

test('a church administrator downloads the member list: names and e-mails, opted-out members anonymous', async ({
  page,
  request,
}) => {
  const church = newChurch();
  const { church: created } = await registerChurchViaApi(request, church);
  const mary = await addMember(request, created.id, 'Mary Listed');
  const quiet = await addMember(request, created.id, 'Quiet Hidden', { anonymous: true });
  const main = page.getByRole('main');
  const downloads = main.getByRole('region', { name: 'Downloads' });

  await churchLogin(page, church.email, church.password);
  await expect(downloads.getByRole('link', { name: 'Download member list (CSV)' })).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `/church-admin (downloads) at ${width} px`);
  }
  const file = await download(page, downloads.getByRole('link', { name: 'Download member list (CSV)' }));
  expect(file.name).toBe(`church-members-${todayUtc()}.csv`);
  const rows = file.bytes.toString('utf8').trim().split('\n');
  expect(rows[0]).toBe('name,email,church_admin');
  expect(rows).toContain(`Mary Listed,${mary.email},false`);
  expect(rows).toContain('Anonymous member,,false');
  // The church's own account is the church, not a member: it is not listed (decision 037).
  expect(rows.join('\n')).not.toContain(church.email);
  expect(rows.join('\n')).not.toContain('Quiet Hidden');
  expect(rows.join('\n')).not.toContain(quiet.email);

  const weekly = await download(page, downloads.getByRole('link', { name: 'Download weekly figures (CSV)' }));
  expect(weekly.bytes.toString('utf8').split('\n')[0]).toBe('week_start,week_end,chapters,prayer_minutes');
});
