import { SINGLE_LINE_TEXT_MESSAGE } from '@shared/text';
import { expectAccessible } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';

/*
 * Issue 9, point 8: text with a control character (here a tab, as when a name is copied from a spreadsheet
 * cell) is refused by the form with a plain message, before anything is sent; multi-line prayer notes
 * keep their line breaks.
 */
test('a name pasted with a tab is refused with a message; prayer notes keep their line break', async ({
  page,
}, testInfo) => {
  const main = page.getByRole('main');
  const email = uniqueEmail('tabbed');

  await test.step('the register form says which field holds the bad character', async () => {
    await page.goto('/register');
    await main.getByRole('textbox', { name: /name/i }).fill('Ruth\tReader');
    await main.getByRole('textbox', { name: /email/i }).fill(email);
    await main.getByLabel(/^password/i).fill('first-password-1');
    await main.getByRole('button', { name: /register|sign up|create/i }).click();
    const name = main.getByRole('textbox', { name: /name/i });
    await expect(main.getByText(SINGLE_LINE_TEXT_MESSAGE)).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/register');
    for (const [width, height] of [
      [360, 740],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expectAccessible(page, `/register (bad name, ${width} px)`);
    }
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: testInfo.outputPath(`register-bad-name-${width}.png`), fullPage: true });
    }
  });

  await test.step('with the tab removed, registration goes through', async () => {
    await main.getByRole('textbox', { name: /name/i }).fill('Ruth Reader');
    await main.getByRole('button', { name: /register|sign up|create/i }).click();
    await expect(page).toHaveURL('/');
  });

  await test.step('prayer notes keep the line break typed with Enter', async () => {
    const notes = page.getByRole('textbox', { name: 'Notes (optional)' });
    await notes.click();
    await notes.pressSequentially('For my aunt');
    await notes.press('Enter');
    await notes.pressSequentially('and her family');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/prayers') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Log Prayer Time' }).click();
    const res = await saved;
    expect(res.status()).toBe(201);
    expect((await res.json()).prayer.notes).toBe('For my aunt\nand her family');
    await expect(page.getByText('Prayer time logged successfully').first()).toBeVisible();
  });
});
