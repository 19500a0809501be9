import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';

const timeZone = 'America/Phoenix';

/** The person's calendar day, `offset` days from today in their zone. */
function dayFromToday(offset: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + offset);
  return at.toISOString().slice(0, 10);
}

async function signUp(page: Page, name: string) {
  const res = await page.request.post('/api/users', {
    data: { name, email: uniqueEmail('plans'), password: 'plans-password-1', timeZone },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const todayCard = (page: Page) =>
  page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'The Gospels in 30 days' }) });

for (const width of [1280, 360]) {
  test(`at ${width} px a person starts a plan two weeks late, catches up both ways and undoes, marks today read with one tap and quick-logs a passage`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUp(page, 'Priscilla Plan');

    // Reading plans from the user menu.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Priscilla Plan' })).toBeVisible();
    const menuItem = page.getByRole('menuitem', { name: 'Reading plans' });
    // The menu may be opened before the page has hydrated: open it again until its item shows.
    await expect(async () => {
      if (!(await menuItem.isVisible())) await page.getByRole('button', { name: 'Priscilla Plan' }).click();
      await expect(menuItem).toBeVisible({ timeout: 1000 });
    }).toPass();
    await menuItem.click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Reading plans' })).toBeVisible();
    await expect(main.getByText('You are not following a plan yet.', { exact: false })).toBeVisible();
    await expectAccessible(page, `/plans at ${width} px`);

    // The Gospels in 30 days, started two weeks ago.
    const gospels = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'The Gospels in 30 days' }) });
    await gospels.getByLabel('Start date').fill(dayFromToday(-14));
    await gospels.getByRole('button', { name: 'Start this plan: The Gospels in 30 days' }).click();
    const mine = main.getByRole('region', { name: 'Your plans' });
    await expect(mine.getByText('14 days behind', { exact: false })).toBeVisible();
    await expect(mine.getByText('0 of 89 chapters read', { exact: false })).toBeVisible();

    // On the dashboard: behind, in plain words.
    await page.goto('/');
    const plan = todayCard(page);
    await expect(plan.getByText('14 days behind')).toBeVisible();
    await expectAccessible(page, `dashboard with a plan behind at ${width} px`);

    // Catch up by moving the end date: the load stays, today holds the first missed day.
    await plan.getByRole('button', { name: 'Catch me up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Catch up on The Gospels in 30 days' });
    await expect(dialog.getByText('About 6 chapters a day', { exact: false })).toBeVisible();
    await expect(dialog.getByText('The same 3 chapters a day', { exact: false })).toBeVisible();
    await expectAccessible(page, `catch-up dialog at ${width} px`);
    await dialog.getByText('Move the end date').click();
    await dialog.getByRole('button', { name: 'Catch up' }).click();
    await expect(dialog).toBeHidden();
    await expect(plan.getByText('On track')).toBeVisible();
    await expect(plan.getByText('Matthew 1–2')).toBeVisible();

    // Undo puts the plan back as it was.
    await plan.getByRole('button', { name: 'Undo catch-up' }).click();
    await expect(plan.getByText('14 days behind')).toBeVisible();

    // Spread the missed chapters over the days left instead.
    await plan.getByRole('button', { name: 'Catch me up' }).click();
    await dialog.getByText('Spread them over the days left').click();
    await dialog.getByRole('button', { name: 'Catch up' }).click();
    await expect(plan.getByText('On track')).toBeVisible();

    // One tap logs the whole day, once: a second click has nothing left to log.
    const markDay = plan.getByRole('button', { name: /^Mark all \d+ chapters read$/ });
    const label = (await markDay.textContent()) ?? '';
    const count = Number(label.match(/\d+/)?.[0]);
    await markDay.dblclick();
    await expect(plan.getByText('Done for today.')).toBeVisible();
    const stats = await (await page.request.get('/api/stats/user')).json();
    expect(stats.chaptersRead).toBe(count);

    // Quick log: the chapters understood are shown before they are logged.
    const quick = main.getByLabel('Passages');
    await quick.fill('Ps 23; John 3');
    await expect(main.getByText('Understood: Psalms 23; John 3 (2 chapters)')).toBeVisible();
    await main.getByRole('button', { name: 'Log 2 chapters' }).click();
    await expect(quick).toHaveValue('');
    await expect
      .poll(async () => (await (await page.request.get('/api/stats/user')).json()).chaptersRead)
      .toBe(count + 2);
    await quick.fill('Hezekiah 4');
    await expect(main.getByText('Could not read “Hezekiah 4” as a Bible passage')).toBeVisible();
    await expectAccessible(page, `dashboard after logging at ${width} px`);
  });
}

test('a person makes a weekday plan with a preview, imports one with a bad line fixed, pauses and leaves one', async ({
  page,
}) => {
  await signUp(page, 'Aquila Author');
  await page.goto('/plans');
  const main = page.getByRole('main');

  await main.getByRole('tab', { name: 'Make your own' }).click();
  await main.getByLabel('Plan name').fill('Prophets on weekdays');
  await main.getByRole('radio', { name: 'A range of books' }).check();
  await main.getByLabel('From').selectOption('Isaiah');
  await main.getByLabel('To').selectOption('Malachi');
  await main.getByLabel('Start date').fill(dayFromToday(0));
  await main.getByRole('textbox', { name: 'Chapters a day' }).fill('5');
  await main.getByRole('checkbox', { name: 'Saturday' }).uncheck();
  await main.getByRole('checkbox', { name: 'Sunday' }).uncheck();
  const preview = main.getByRole('region', { name: 'Preview' });
  // Isaiah to Malachi: 250 chapters, 5 a reading day.
  await expect(preview.getByText('50 reading days', { exact: false })).toBeVisible();
  await expect(preview.getByText('5 chapters a reading day.', { exact: false })).toBeVisible();
  await expect(preview.getByText('Isaiah 1–5')).toBeVisible();
  await expectAccessible(page, '/plans, make your own');
  await main.getByRole('button', { name: 'Save and start' }).click();
  const mine = main.getByRole('region', { name: 'Your plans' });
  await expect(mine.getByRole('heading', { name: 'Prophets on weekdays' })).toBeVisible();

  await main.getByRole('tab', { name: 'Import' }).click();
  await main.getByLabel('Plan name').fill('Summer camp');
  const lines = main.getByLabel('Plan lines');
  await lines.fill(`"${dayFromToday(0)}","Gen 50; Ex 1-3"\n"${dayFromToday(1)}","Hezekiah 2"`);
  await main.getByRole('button', { name: 'Import and start' }).click();
  await expect(main.getByText('Line 2:', { exact: false })).toBeVisible();
  await expectAccessible(page, '/plans, import with a bad line');
  await expect(mine.getByRole('heading', { name: 'Summer camp' })).toHaveCount(0);
  await lines.fill(`"${dayFromToday(0)}","Gen 50; Ex 1-3"\n"${dayFromToday(1)}","Ex 4-6"`);
  await main.getByRole('button', { name: 'Import and start' }).click();
  await expect(mine.getByRole('heading', { name: 'Summer camp' })).toBeVisible();

  const camp = mine.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Summer camp' }) });
  await camp.getByRole('button', { name: 'Pause' }).click();
  await expect(camp.getByText('Paused', { exact: false })).toBeVisible();
  await camp.getByRole('button', { name: 'Resume' }).click();
  await expect(camp.getByRole('button', { name: 'Pause' })).toBeVisible();
  await camp.getByRole('button', { name: 'Leave plan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave plan' }).click();
  await expect(mine.getByRole('heading', { name: 'Summer camp' })).toHaveCount(0);
  await expect(mine.getByRole('heading', { name: 'Prophets on weekdays' })).toBeVisible();
});
