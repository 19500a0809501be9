import { t as english, tIn } from '@shared/i18n';
import type { RemindersResponse } from '@shared/reminders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { bearer, registerUser } from '../../../../tests/support/factories';
import { reminderSchedule, reminderSettings } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, {
    throttleLimits: { unsubscribeAddress: { points: 5, duration: 3600 } },
  });
  t.clock.set('2026-06-10T12:00:00Z');
});
afterAll(() => t.close());

routeAuthCases('POST /api/reminders/unsubscribe', {
  app: () => t,
  access: 'public',
  payload: () => ({ token: 'no-such-token', kind: 'daily' }),
});

/** A person with every reminder on, by e-mail and push: their token. */
async function everythingOn() {
  const u = await registerUser(t);
  const on = { email: true, push: true };
  await t.app.inject({
    method: 'PUT',
    url: '/api/me/reminders',
    headers: bearer(u.token),
    payload: { daily: on, behind: on, weekly: { email: true } },
  });
  const [row] = await t.database.db
    .select()
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, u.user.id));
  return { u, token: row?.unsubscribeToken as string };
}

const settingsOf = async (token: string) =>
  (
    await t.database.db.select().from(reminderSettings).where(eq(reminderSettings.unsubscribeToken, token))
  )[0];

describe('unsubscribe from the /unsubscribe page (JSON)', () => {
  it('turns off that kind’s e-mails only and reschedules', async () => {
    const { u, token } = await everythingOn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe',
      payload: { token, kind: 'weekly' },
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'weekly',
      channel: 'email',
      message: 'You will no longer receive the weekly summary e-mail.',
    });
    const me = (
      await t.app.inject({ url: '/api/me/reminders', headers: bearer(u.token) })
    ).json<RemindersResponse>();
    expect(me.weekly.email).toBe(false);
    expect(me.daily).toMatchObject({ email: true, push: true });
    expect(me.behind).toMatchObject({ email: true, push: true });
    const kinds = await t.database.db
      .select({ kind: reminderSchedule.kind })
      .from(reminderSchedule)
      .where(eq(reminderSchedule.userId, u.user.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['behind', 'daily']);

    // Again: the same answer, nothing else changes.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe',
      payload: { token, kind: 'weekly' },
      remoteAddress: '10.0.0.1',
    });
    expect(again.statusCode).toBe(200);
    expect((await settingsOf(token))?.dailyEmail).toBe(true);
  });

  it('answers 404 for a token that matches nobody and 400 without one', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe',
      payload: { token: 'x'.repeat(32), kind: 'daily' },
      remoteAddress: '10.0.0.2',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid/);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe',
      payload: { kind: 'daily' },
      remoteAddress: '10.0.0.2',
    });
    expect(missing.statusCode).toBe(400);
    const badKind = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe?token=abc&kind=monthly',
      remoteAddress: '10.0.0.2',
    });
    expect(badKind.statusCode).toBe(400);
  });

  it('is throttled per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reminders/unsubscribe',
        payload: { token: `guess-${i}`, kind: 'daily' },
        remoteAddress: '10.0.0.3',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([404, 404, 404, 404, 404, 429]);
  });
});

describe('a one-click POST without a body', () => {
  it('unsubscribes with the query’s token and kind', async () => {
    const { token } = await everythingOn();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${token}&kind=daily`,
      remoteAddress: '10.0.0.4',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(english('reminders:unsubscribed.daily'));
    expect(await settingsOf(token)).toMatchObject({ dailyEmail: false, weeklyEmail: true });
  });

  it('answers the catalogue’s message in the reader’s language when the link lost its values', async () => {
    for (const [headers, message] of [
      [{}, english('reminders:invalidUnsubscribe')],
      [{ 'accept-language': 'es' }, tIn('es')('reminders:invalidUnsubscribe')],
      [{ 'content-type': 'text/plain', 'accept-language': 'es' }, tIn('es')('reminders:invalidUnsubscribe')],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reminders/unsubscribe',
        headers,
        ...('content-type' in headers ? { payload: 'List-Unsubscribe=One-Click' } : {}),
        remoteAddress: '10.0.0.5',
      });
      expect([headers, res.statusCode, res.json().message]).toEqual([headers, 400, message]);
    }
  });
});
