import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import {
  asReturningVisitor,
  expect,
  newChurch,
  registerChurchViaApi,
  test,
  uniqueEmail,
} from './support/fixtures';

const timeZone = 'America/Phoenix';

/** Registers a member of the church in this page's browser context (so the page is signed in). */
async function signUpMember(page: Page, name: string, churchId: number) {
  const res = await page.request.post('/api/users', {
    data: { name, email: uniqueEmail('member'), password: 'member-password-1', churchId, timeZone },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function secondBrowserPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  await asReturningVisitor(context);
  return context.newPage();
}

/** The book and testament radios are visually hidden inside their labels: a person clicks the label. */
const chooseBook = (page: Page, book: string) =>
  page.getByRole('main').getByRole('radio', { name: book, exact: true }).locator('xpath=..').click();
const chooseTestament = chooseBook;

const stat = (page: Page, title: string) => page.getByRole('main').getByRole('group', { name: title });

async function expectStat(page: Page, title: string, value: string, weekly: string) {
  await expect(stat(page, title).getByText(value, { exact: true })).toBeVisible();
  await expect(stat(page, title)).toContainText(weekly);
}

test('a member logs chapters and prayer, sees totals, activity and celebrations, keeps prayer requests; a fellow member sees the church totals move', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const church = newChurch();
  const { church: created } = await registerChurchViaApi(request, church);
  const main = page.getByRole('main');
  const other = await secondBrowserPage(browser, baseURL);

  await test.step('a second member of the church starts with church totals of 0', async () => {
    await signUpMember(other, 'Boaz Second', created.id);
    await other.goto('/');
    await expectStat(other, 'Church Chapters Read', '0', '+0 from last week');
    await expectStat(other, 'Church Prayer Minutes', '0', '+0 from last week');
  });

  await test.step('a new member sees the empty dashboard', async () => {
    await signUpMember(page, 'Naomi Reader', created.id);
    await page.goto('/');
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome, Naomi Reader' })).toBeVisible();
    await expect(main.getByText(`${church.name} (${church.city}, ${church.state})`)).toBeVisible();
    await expectStat(page, 'My Chapters Read', '0', '+0 from last week');
    await expect(main.getByText('No activity recorded yet')).toBeVisible();
    await expect(main.getByText('Start tracking your spiritual journey!')).toBeVisible();
    await expect(main.getByText('No chapters selected')).toBeVisible();
    await expectAccessible(page, '/ (new member)');
  });

  await test.step('logging without chapters is refused', async () => {
    await main.getByRole('button', { name: 'Log Reading' }).click();
    await expect(page.getByText('Please select at least one chapter to log.', { exact: true })).toBeVisible();
  });

  await test.step('the picker works from the keyboard', async () => {
    await main.getByRole('radio', { name: 'Genesis', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(main.getByRole('radio', { name: 'Exodus', exact: true })).toBeChecked();
    await expect(main.getByRole('gridcell', { name: /^Exodus \d+$/ })).toHaveCount(40);
    await main.getByRole('gridcell', { name: 'Exodus 40', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(main.getByRole('gridcell', { name: 'Exodus 40', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await main.getByRole('button', { name: 'Remove Exodus 40' }).focus();
    await page.keyboard.press('Enter');
    await expect(main.getByText('No chapters selected')).toBeVisible();
    await chooseBook(page, 'Genesis');
  });

  await test.step('pick 3 chapters with the picker and log them', async () => {
    await main.getByRole('gridcell', { name: 'Genesis 1', exact: true }).click();
    await main.getByRole('gridcell', { name: 'Genesis 2', exact: true }).click();
    await expect(main.getByRole('gridcell', { name: 'Genesis 2', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await chooseTestament(page, 'New Testament');
    await expect(main.getByRole('radio', { name: 'Matthew', exact: true })).toBeChecked();
    await chooseBook(page, 'John');
    await main.getByRole('gridcell', { name: 'John 3', exact: true }).click();
    await main.getByRole('gridcell', { name: 'John 4', exact: true }).click();
    await main.getByRole('button', { name: 'Remove John 4' }).click();
    await expect(main.getByRole('heading', { name: 'Selected Chapters (3)' })).toBeVisible();
    await expect(main.getByRole('list', { name: 'Selected Chapters (3)' }).getByRole('listitem')).toHaveText([
      'Genesis 1',
      'Genesis 2',
      'John 3',
    ]);
    await main.getByRole('button', { name: 'Log Reading' }).click();
    await expect(page.getByText('Reading logged successfully', { exact: true })).toBeVisible();
    await expect(page.getByText("You've recorded 3 chapters", { exact: true })).toBeVisible();
    await expect(page.getByText('3 chapters of Scripture read.', { exact: true })).toBeVisible();
    await expect(main.getByText('No chapters selected')).toBeVisible();
    await expectStat(page, 'My Chapters Read', '3', '+3 from last week');
    await expectStat(page, 'Church Chapters Read', '3', '+3 from last week');
    // The celebration lasts 3 seconds.
    await expect(page.getByText('3 chapters of Scripture read.', { exact: true })).toBeHidden({
      timeout: 5000,
    });
  });

  await test.step('log 20 minutes of prayer (0 is refused first)', async () => {
    const minutes = main.getByRole('spinbutton', { name: 'Prayer Minutes', exact: true });
    await expect(minutes).toHaveValue('15');
    await minutes.fill('0');
    await expect(minutes).toHaveValue('');
    await main.getByRole('button', { name: 'Log Prayer Time' }).click();
    await expect(page.getByText('Invalid prayer time', { exact: true })).toBeVisible();
    await minutes.fill('20');
    await main.getByRole('button', { name: 'Log Prayer Time' }).click();
    await expect(page.getByText('Prayer time logged successfully', { exact: true })).toBeVisible();
    await expect(page.getByText('20 minutes in prayer.', { exact: true })).toBeVisible();
    await expectStat(page, 'My Prayer Minutes', '20', '+20 from last week');
    await expectStat(page, 'Church Prayer Minutes', '20', '+20 from last week');
  });

  await test.step('the activity list shows the entries, newest first, with relative times', async () => {
    const activity = main.getByRole('list').filter({ hasText: 'Prayed for 20 minutes' });
    await expect(activity.getByRole('listitem')).toHaveCount(4);
    await expect(activity.getByRole('listitem').first()).toContainText('Prayed for 20 minutes');
    await expect(activity).toContainText('Read John 3');
    await expect(activity).toContainText('Read Genesis 1');
    await expect(activity.getByRole('listitem').first()).toContainText(/ago$/);
  });

  await test.step('reaching 7 chapters brings the streak celebration, a badge and its notification; finishing Ruth, another', async () => {
    await chooseTestament(page, 'Old Testament');
    await chooseBook(page, 'Ruth');
    await main.getByRole('button', { name: 'Select All Chapters' }).click();
    await expect(main.getByRole('heading', { name: 'Selected Chapters (4)' })).toBeVisible();
    await main.getByRole('button', { name: 'Log Reading' }).click();
    await expect(page.getByText('4 chapters of Scripture read.', { exact: true })).toBeVisible();
    await expect(page.getByText('Milestone reached!', { exact: true })).toBeVisible();
    await expect(page.getByText('You have reached 7 chapters.', { exact: true })).toBeVisible();
    await expect(main.getByText('Reading badge ×1 this week')).toBeVisible();
    // Every chapter of Ruth is read: the book's finishing badge arrives with the weekly one (issue 11).
    const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toContainText('Weekly reading badge ×1: 7 chapters in the last 7 days');
    await expect(panel).toContainText('You finished Ruth: every chapter read');
    await expectAccessible(page, '/ (notifications panel)');
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('view all activity, and delete an entry after confirming', async () => {
    await main.getByRole('button', { name: 'View All Activity' }).click();
    await expect(main.getByRole('button', { name: /^Delete (Read|Prayed)/ })).toHaveCount(8);
    await main.getByRole('button', { name: 'Show Less' }).click();
    await expect(main.getByRole('button', { name: /^Delete (Read|Prayed)/ })).toHaveCount(5);
    await main.getByRole('button', { name: 'Delete Read Ruth 4' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this entry?' });
    await expect(confirm).toContainText('"Read Ruth 4"');
    await expectAccessible(page, '/ (delete confirmation)');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(main.getByRole('button', { name: 'Delete Read Ruth 4' })).toHaveCount(0);
    await expectStat(page, 'My Chapters Read', '6', '+6 from last week');
  });

  await test.step('add, answer and delete a prayer request', async () => {
    const field = main.getByRole('textbox', { name: 'New prayer request' });
    await field.fill('x');
    await main.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(main.getByText('Prayer request must be at least 2 characters')).toBeVisible();
    await field.fill('Healing for Anna');
    await main.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Prayer request added', { exact: true })).toBeVisible();
    const requests = main.getByRole('region', { name: 'Your prayer requests' });
    const today = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date());
    await expect(requests.getByRole('listitem')).toContainText(['Healing for Anna']);
    await expect(requests).toContainText(today);
    const answered = requests.getByRole('checkbox', { name: 'Answered: Healing for Anna' });
    await answered.click();
    await expect(answered).toBeChecked();
    await expect(requests.getByText('Answered', { exact: true })).toBeVisible();
    await expect(requests.getByText('Healing for Anna')).toHaveCSS('text-decoration-line', 'line-through');
    await expect
      .poll(async () => (await (await page.request.get('/api/prayer-requests')).json())[0]?.answered)
      .toBe(true);
    await requests.getByRole('button', { name: 'Delete prayer request: Healing for Anna' }).click();
    await expect(page.getByText('Prayer request deleted', { exact: true })).toBeVisible();
    await expect(requests.getByText('No prayer requests yet. Add one above.')).toBeVisible();
  });

  await test.step('axe finds no violation on the dashboard, wide and at 360 px', async () => {
    await expectAccessible(page, '/ (dashboard with entries)');
    await page.setViewportSize({ width: 360, height: 800 });
    // Nothing wider than a small phone: no sideways scrolling (WCAG 1.4.10).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, '/ (dashboard at 360 px)');
  });

  await test.step('the second member sees the church totals move and the leaderboard', async () => {
    await other.reload();
    await expectStat(other, 'Church Chapters Read', '6', '+6 from last week');
    await expectStat(other, 'Church Prayer Minutes', '20', '+20 from last week');
    await expectStat(other, 'My Chapters Read', '0', '+0 from last week');
    const board = other
      .getByRole('main')
      .getByRole('heading', { name: 'Church Leaderboard' })
      .locator('../..');
    await expect(board).toContainText('Naomi Reader');
    await expect(board).toContainText('6 chapters');
    await other.context().close();
  });
});
