import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { advanceUntilVisible, pauseClock } from './support/first-run';
import { expect, test } from './support/fixtures';
import { screenshots } from './support/screens';

/**
 * The mail client cannot be watched from the page, so the test listens, through the DevTools protocol,
 * for the navigation the form asks for (window.location.href = 'mailto:…').
 */
async function watchMailto(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const urls: string[] = [];
  cdp.on('Page.frameRequestedNavigation', (event) => {
    if (event.url.startsWith('mailto:')) urls.push(event.url);
  });
  return urls;
}

const mailParts = (href: string) => {
  const url = new URL(href);
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
};

test.describe('/contact', () => {
  test('the form, contact facts and FAQ; sending opens the mail client and clears the form', async ({
    page,
    request,
  }, testInfo) => {
    const site = (await (await request.get('/api/site')).json()) as {
      supportEmail: string;
      companyCity: string;
    };
    const mailtos = await watchMailto(page);
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

    const name = main.getByRole('textbox', { name: 'Full Name' });
    const email = main.getByRole('textbox', { name: 'Email Address' });
    const subject = main.getByRole('textbox', { name: 'Subject' });
    const message = main.getByRole('textbox', { name: 'Message' });
    await expect(name).toHaveAttribute('required', '');
    await expect(email).toHaveAttribute('required', '');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(subject).not.toHaveAttribute('required');
    await expect(message).toHaveAttribute('required', '');
    await expect(message).toHaveAttribute('rows', '6');

    const info = main.getByRole('region', { name: 'Contact information' });
    await expect(info.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    await expect(info).toContainText(site.companyCity);
    await expect(info).toContainText('We answer within 24-48 hours.');
    await expectAccessible(page);
    await screenshots(page, testInfo, 'contact');

    await test.step('an empty form says what is missing and opens nothing', async () => {
      await main.getByRole('button', { name: 'Send Message' }).click();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(main.getByText('Full name is required')).toBeVisible();
      await expect(main.getByText('Email address is required')).toBeVisible();
      await expect(main.getByText('Message is required')).toBeVisible();
      await email.fill('not-an-address');
      await main.getByRole('button', { name: 'Send Message' }).click();
      await expect(main.getByText('Please enter a valid email')).toBeVisible();
      await expectAccessible(page, '/contact (errors)');
      expect(mailtos).toEqual([]);
    });

    await test.step('typed by keyboard alone, without a subject: the default subject', async () => {
      await name.focus();
      await page.keyboard.type('Ruth Reader');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('ruth@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.type('How do we add our small group?\nThanks & blessings');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Email Client Opened', { exact: true })).toBeVisible();
      await expect.poll(() => mailtos.length).toBe(1);
      expect(mailParts(mailtos[0] ?? '')).toEqual({
        to: site.supportEmail,
        subject: 'Contact from Lampstand website',
        body: 'Name: Ruth Reader\r\nEmail: ruth@example.com\r\n\r\nHow do we add our small group?\r\nThanks & blessings',
      });
      for (const field of [name, email, subject, message]) await expect(field).toHaveValue('');
      await expectAccessible(page, '/contact (toast)');
    });

    await test.step('with a subject, the subject is used', async () => {
      await name.fill('Boaz');
      await email.fill('boaz@example.com');
      await subject.fill('Church billing');
      await message.fill('A question about our invoice.');
      await main.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => mailtos.length).toBe(2);
      expect(mailParts(mailtos[1] ?? '').subject).toBe('Church billing');
    });
  });

  test('the FAQ answers cost, use without a church, church registration and privacy as disclosures', async ({
    page,
  }, testInfo) => {
    await page.goto('/contact');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveText([
      'How much does Lampstand cost?',
      'Can I use Lampstand without a church?',
      'How do I register my church?',
      'Is my data private?',
    ]);
    for (const question of await questions.all()) {
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator(`#${await question.getAttribute('aria-controls')}`)).toBeHidden();
    }
    const answers = [
      'Churches pay $99 per year',
      'choose "No Church"',
      'church registration form',
      'Your prayer requests are visible only to you',
    ];
    for (const [index, question] of (await questions.all()).entries()) {
      await question.focus();
      await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(faq).toContainText(answers[index] ?? '');
    }
    await expect(faq.getByRole('link', { name: 'church registration form' })).toHaveAttribute(
      'href',
      '/church-register',
    );
    await expectAccessible(page, '/contact (FAQ open)');
    await screenshots(page, testInfo, 'contact-faq-open');
    await questions.first().click();
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('toasts', () => {
  test('one at a time, gone after 5 s, and a swipe to the right dismisses one', async ({ page }) => {
    await watchMailto(page);
    await pauseClock(page);
    await page.goto('/contact');
    const main = page.getByRole('main');
    const send = async (subject: string) => {
      await main.getByRole('textbox', { name: 'Full Name' }).fill('Ruth Reader');
      await main.getByRole('textbox', { name: 'Email Address' }).fill('ruth@example.com');
      await main.getByRole('textbox', { name: 'Subject' }).fill(subject);
      await main.getByRole('textbox', { name: 'Message' }).fill('Hello');
      await main.getByRole('button', { name: 'Send Message' }).click();
    };
    const toasts = page.locator('.toast');
    await advanceUntilVisible(page, main.getByRole('button', { name: 'Send Message' }));
    await advanceUntilVisible(page, main.getByRole('link', { name: /@/ }).first());

    await send('First');
    await advanceUntilVisible(page, toasts.first());
    await page.clock.runFor(1000);
    await send('Second');
    // The newer toast replaces the one on screen.
    await expect(toasts.filter({ visible: true })).toHaveCount(1);
    await page.clock.runFor(4990);
    await expect(toasts.filter({ visible: true })).toHaveCount(1);
    await page.clock.runFor(20);
    await expect(toasts.filter({ visible: true })).toHaveCount(0);

    await send('Third');
    const toast = toasts.filter({ visible: true });
    await expect(toast).toHaveCount(1);
    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 20 + dx, y);
    await page.mouse.up();
    await expect(toasts.filter({ visible: true })).toHaveCount(0);
  });
});
