import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { dataDir, expect, test, uniqueEmail } from './support/fixtures';
import { underServiceWorker } from './support/offline';
import { waitForLink } from './support/outbox';
import { screenshots } from './support/screens';

/*
 * Reminders (issue 14), the person's side: the profile's Reminders card, the unsubscribe link of a
 * reminder e-mail, and a push shown by the service worker whose click opens the dashboard.
 */

const timeZone = 'America/Chicago';

async function signUp(page: Page, name: string) {
  const email = uniqueEmail('reminded');
  const res = await page.request.post('/api/users', {
    data: { name, email, password: 'reminder-password-1', timeZone },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return email;
}

/**
 * The reminders API comes with the server side of issue 14; a build without it answers its generic 404.
 * Only that answer skips (an API that exists and fails, fails the journey).
 */
async function skipWithoutRemindersApi(request: APIRequestContext) {
  const res = await request.get('/api/me/reminders');
  const body = res.status() === 404 ? await res.text() : '';
  test.skip(
    body.includes('No API route'),
    'the reminders API (server side of issue 14) is not in this build',
  );
}

test('a person turns on the daily e-mail at 06:30 on weekdays, sees a bad time refused, and finds it kept after a reload', async ({
  page,
}, testInfo) => {
  await signUp(page, 'Rhoda Reminded');
  await skipWithoutRemindersApi(page.request);
  const card = page.getByRole('region', { name: 'Reminders' });
  const daily = card.getByRole('group', { name: 'Daily reminder' });

  await test.step('everything is off, in the profile’s time zone', async () => {
    await page.goto('/profile');
    await expect(card.getByText('Times are in America/Chicago')).toBeVisible();
    for (const name of ['Daily reminder', 'Behind on your plan', 'Weekly summary e-mail']) {
      await expect(
        card.getByRole('group', { name }).getByRole('switch', { name: 'By e-mail' }),
      ).not.toBeChecked();
    }
    // No device receives notifications yet: the push switches wait for one.
    await expect(daily.getByRole('switch', { name: 'By notification' })).toBeDisabled();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `/profile (reminders) at ${width} px`);
    }
  });

  await test.step('a bad time is shown under its field and nothing is saved', async () => {
    const behindTime = card.getByRole('group', { name: 'Behind on your plan' }).getByLabel('Time');
    await behindTime.fill('');
    await card.getByRole('button', { name: 'Save reminders' }).click();
    await expect(behindTime).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByText('Choose a time such as 07:00')).toBeVisible();
    await behindTime.fill('19:00');
  });

  await test.step('daily e-mail at 06:30, Monday to Friday', async () => {
    await daily.getByRole('switch', { name: 'By e-mail' }).click();
    await daily.getByLabel('Time').fill('06:30');
    await daily.getByRole('checkbox', { name: 'Sunday' }).uncheck();
    await daily.getByRole('checkbox', { name: 'Saturday' }).uncheck();
    await card.getByRole('button', { name: 'Save reminders' }).click();
    await expect(page.getByText('Reminders saved').first()).toBeVisible();
    await screenshots(page, testInfo, 'profile-reminders');
  });

  await test.step('after a reload the settings are the saved ones', async () => {
    await page.reload();
    await expect(daily.getByRole('switch', { name: 'By e-mail' })).toBeChecked();
    await expect(daily.getByLabel('Time')).toHaveValue('06:30');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await expect(daily.getByRole('checkbox', { name: day })).toBeChecked();
    }
    await expect(daily.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await expect(daily.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    const saved = await (await page.request.get('/api/me/reminders')).json();
    expect(saved.daily).toEqual({ email: true, push: false, time: '06:30', days: [1, 2, 3, 4, 5] });
  });
});

/** The next whole minute in the person's zone, "HH:MM" (at least 20 s away, so the save lands before it). */
function nextMinuteIn(zone: string) {
  const at = new Date(Date.now() + 80_000);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

test('the unsubscribe link of a daily reminder e-mail stops those e-mails without signing in', async ({
  page,
  browser,
}, testInfo) => {
  const email = await signUp(page, 'Ulla Unsubscribe');
  await skipWithoutRemindersApi(page.request);
  const res = await page.request.put('/api/me/reminders', {
    data: { daily: { email: true, time: nextMinuteIn(timeZone), days: [0, 1, 2, 3, 4, 5, 6] } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  // The scheduler sends it at that local minute (its pass runs every 5 s here, REMINDER_PASS_SECONDS);
  // the e-mail's link carries the token.
  const link = await waitForLink(dataDir(), email, '/unsubscribe', 90_000);
  expect(link.searchParams.get('kind')).toBe('daily');

  // Someone opening the e-mail elsewhere: no session (a context of its own, as axe needs).
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitor = await context.newPage();
  await visitor.goto(link.pathname + link.search);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Stop daily reminder e-mails' })).toBeVisible();
  for (const width of [360, 1280]) {
    await visitor.setViewportSize({ width, height: 800 });
    await expectAccessible(visitor, `/unsubscribe at ${width} px`);
  }
  await screenshots(visitor, testInfo, 'unsubscribe');
  await main.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    main.getByText(
      'You will no longer get daily reminder e-mails. You can turn them back on in your profile.',
    ),
  ).toBeVisible();
  await expectAccessible(visitor, '/unsubscribe (done)');
  await context.close();

  const settings = await (await page.request.get('/api/me/reminders')).json();
  expect(settings.daily.email).toBe(false);
});

test.describe('someone who has never opened Lampstand here', () => {
  test.use({ firstVisit: true });

  test('an unsubscribe link that is not valid says so and points to the profile; no welcome animation covers it', async ({
    page,
  }, testInfo) => {
    await page.goto('/unsubscribe?token=not-a-real-token&kind=weekly');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Stop weekly summary e-mails' })).toBeVisible();
    await expect(main.getByText('This stops only these e-mails. You do not need to sign in.')).toBeVisible();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectAccessible(page, `/unsubscribe at ${width} px`);
    }
    await screenshots(page, testInfo, 'unsubscribe-ask');
    await main.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectAccessible(page, `/unsubscribe (bad link) at ${width} px`);
    }

    // Following a link from an e-mail is a task of its own: the first-run welcome stays away.
    await expect(page.getByTestId('welcome-animation')).toHaveCount(0);

    await page.goto('/unsubscribe?kind=daily');
    await expect(main.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  });
});

/*
 * Headless Chromium has no push service to subscribe with offline, so the push comes the way DevTools'
 * "Push" button sends one: CDP's ServiceWorker.deliverPushMessage into the app's worker. The click on the
 * notification is a notificationclick event dispatched in the worker (Playwright evaluates in Chromium's
 * service workers) with the notification the worker showed.
 *
 * Nothing reads the notifications while one is being shown. Chromium's getNotifications() keeps a stored
 * notification only if the platform already displays it or it was made after the read began, and deletes
 * every other one from its store (platform_notification_context_impl.cc): a read between the worker's
 * write and the display loses the notification for good, though it is on screen. Polling right after the
 * push did that in one CI run (2 Dec: [] for 20 s) and in one of four runs reading without pause. So the
 * test notes in the worker when showNotification has resolved, and reads only after that.
 */
test('a push reminder shows a notification from the service worker, and its click opens the dashboard', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await signUp(page, 'Priscilla Pushed');
  await page.goto('/profile');
  await underServiceWorker(page);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('the app’s service worker is not running');
  /** The worker's global, as far as this needs it (the tests compile with the DOM library, not WebWorker). */
  type WorkerScope = {
    registration: ServiceWorkerRegistration;
    dispatchEvent: (event: Event) => boolean;
    NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    shownTitles?: string[];
  };
  await worker.evaluate(() => {
    const scope = self as unknown as WorkerScope;
    scope.shownTitles = [];
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = async function (title, options) {
      await show.call(this, title, options);
      scope.shownTitles?.push(title);
    };
  });
  const payload = { title: 'Time to read', body: 'Today: Matthew 1–2', url: '/dashboard' };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL ?? '',
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() => worker.evaluate(() => (self as unknown as WorkerScope).shownTitles))
    .toEqual([payload.title]);

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        icon: n.icon,
        url: (n.data as { url?: string } | null)?.url,
      })),
    );
  expect(await shown()).toEqual([
    { title: payload.title, body: payload.body, icon: `${baseURL}/icons/icon-192.png`, url: '/dashboard' },
  ]);

  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification to click');
    // A synthetic event's waitUntil throws (only the browser's own events may extend): the handler's
    // work has started by then, which is what the click needs.
    try {
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    } catch {}
  });
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome, Priscilla Pushed' })).toBeVisible();
  await expect.poll(shown).toEqual([]);
  await cdp.detach();
});

/**
 * The browser's push subscription, stood in (headless Chromium cannot reach a push service offline):
 * PushManager's subscribe and getSubscription answer a subscription with real P-256 and auth keys and
 * an endpoint nobody listens on; the page, the server and the device count are the real ones.
 */
async function standInPushManager(page: Page) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  // An uncompressed P-256 point is the last 65 bytes of its SubjectPublicKeyInfo.
  const raw = publicKey.export({ type: 'spki', format: 'der' }).subarray(-65);
  const keys = { p256dh: raw.toString('base64url'), auth: randomBytes(16).toString('base64url') };
  await page.addInitScript((keys) => {
    let current: object | null = null;
    const subscription = (keyLength: number) => ({
      endpoint: `https://127.0.0.1:9/push/${keys.auth}`,
      keyLength,
      toJSON() {
        return { endpoint: this.endpoint, expirationTime: null, keys };
      },
      async unsubscribe() {
        current = null;
        return true;
      },
    });
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey as ArrayBufferView | undefined;
      current = subscription(key?.byteLength ?? 0);
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, keys);
}

test('a person turns on notifications on this device, then a daily push, and turns the device off again', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await standInPushManager(page);
  await signUp(page, 'Nora Notified');
  await skipWithoutRemindersApi(page.request);
  await page.goto('/profile');
  await underServiceWorker(page);
  const card = page.getByRole('region', { name: 'Reminders' });
  const daily = card.getByRole('group', { name: 'Daily reminder' });

  await card.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(card.getByText('On for this device')).toBeVisible();
  // The server's VAPID public key, as the 65 bytes of an uncompressed P-256 point.
  const keyLength = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const subscription = (await registration.pushManager.getSubscription()) as { keyLength?: number } | null;
    return subscription?.keyLength;
  });
  expect(keyLength).toBe(65);
  expect((await (await page.request.get('/api/me/reminders')).json()).push.devices).toBe(1);

  await daily.getByRole('switch', { name: 'By notification' }).click();
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Reminders saved').first()).toBeVisible();
  expect((await (await page.request.get('/api/me/reminders')).json()).daily.push).toBe(true);
  await expectAccessible(page, '/profile (notifications on)');

  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByRole('button', { name: 'Turn on notifications on this device' })).toBeVisible();
  expect((await (await page.request.get('/api/me/reminders')).json()).push.devices).toBe(0);
});
