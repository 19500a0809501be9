import { MAX_PRAYER_REQUEST, MAX_PRAYER_REQUESTS_LISTED } from '@shared/prayer-requests';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  bearer,
  churchLogin,
  registerChurch,
  registerChurchAdmin,
  registerUser,
  type TestUser,
} from '../../../../tests/support/factories';
import { prayerRequests } from '../../db/schema';
import { NOT_YOUR_REQUEST_MESSAGE } from './prayer-requests.service';

let t: TestApp;
/** The request the :id authorisation cases aim at: someone else's until a case's session adds its own. */
let lastRequestId = 0;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2025-01-05T16:00:00Z');
  lastRequestId = (await add(await registerUser(t), 'For my neighbour')).json().id;
});
afterAll(() => t.close());

const add = (user: Pick<TestUser, 'token'>, request: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/prayer-requests',
    headers: bearer(user.token),
    payload: { request },
  });
const list = (user: Pick<TestUser, 'token'>) =>
  t.app.inject({ url: '/api/prayer-requests', headers: bearer(user.token) });
const patch = (user: Pick<TestUser, 'token'>, id: number | string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/prayer-requests/${id}`, headers: bearer(user.token), payload });
const del = (user: Pick<TestUser, 'token'>, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/prayer-requests/${id}`, headers: bearer(user.token) });
const countRows = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(prayerRequests))[0]?.n;

/** A fresh user owning the request the URL names. */
async function owner() {
  const u = await registerUser(t);
  lastRequestId = (await add(u, 'Guidance')).json().id;
  return u;
}

routeAuthCases('GET /api/prayer-requests', { app: () => t, access: 'user' });
routeAuthCases('POST /api/prayer-requests', {
  app: () => t,
  access: 'user',
  session: () => registerUser(t),
  payload: () => ({ request: 'For peace' }),
});
routeAuthCases('PATCH /api/prayer-requests/:id', {
  app: () => t,
  access: 'user',
  url: () => `/api/prayer-requests/${lastRequestId}`,
  payload: () => ({ answered: true }),
  session: owner,
  forbidden: { "another user's request": () => registerUser(t) },
});
routeAuthCases('DELETE /api/prayer-requests/:id', {
  app: () => t,
  access: 'user',
  url: () => `/api/prayer-requests/${lastRequestId}`,
  session: owner,
  forbidden: { "another user's request": () => registerUser(t) },
});

describe('prayer requests', () => {
  it('adds (201, trimmed), lists newest first, answers and un-answers, and deletes', async () => {
    const u = await registerUser(t);
    const first = await add(u, '  Healing for Anna  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      request: 'Healing for Anna',
      answered: false,
      createdAt: '2025-01-05T16:00:00.000Z',
    });
    t.clock.advance(60_000);
    const second = (await add(u, 'Work for David')).json();
    expect((await list(u)).json().map((r: { request: string }) => r.request)).toEqual([
      'Work for David',
      'Healing for Anna',
    ]);

    const answered = await patch(u, first.json().id, { answered: true });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ ...first.json(), answered: true });
    const [row] = await t.database.db
      .select()
      .from(prayerRequests)
      .where(eq(prayerRequests.id, first.json().id));
    expect(row?.answeredAt?.toISOString()).toBe('2025-01-05T16:01:00.000Z');
    const reopened = await patch(u, first.json().id, { answered: false });
    expect(reopened.json().answered).toBe(false);
    const [again] = await t.database.db
      .select()
      .from(prayerRequests)
      .where(eq(prayerRequests.id, first.json().id));
    expect(again?.answeredAt).toBeNull();

    const gone = await del(u, second.id);
    expect(gone.statusCode).toBe(204);
    expect((await list(u)).json()).toEqual([{ ...first.json(), answered: false }]);
  });

  it('is private to its author: no one else, church administrators included, lists or changes it (403)', async () => {
    const c = await registerChurch(t);
    const admin = await registerChurchAdmin(t, c);
    const member = await registerUser(t, { churchId: c.church.id });
    const mine = (await add(member, 'Private matter')).json();
    expect((await list(admin)).json()).toEqual([]);
    for (const res of [await patch(admin, mine.id, { answered: true }), await del(admin, mine.id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: NOT_YOUR_REQUEST_MESSAGE });
    }
    // The church's own account (Church Login) reaches no prayer request at all (decision 037).
    const church = await churchLogin(t, c);
    for (const res of [
      await list(church),
      await patch(church, mine.id, { answered: true }),
      await del(church, mine.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'church_account' });
    }
    // A request that does not exist answers the same: existence is not revealed.
    expect((await patch(member, 2_000_000_000, { answered: true })).statusCode).toBe(403);
    expect((await del(member, 2_000_000_000)).statusCode).toBe(403);
    expect((await list(member)).json()).toEqual([{ ...mine }]);
  });

  it.each([
    [{ request: 'a' }, 'Prayer request must be at least 2 characters'],
    [{ request: '   a   ' }, 'Prayer request must be at least 2 characters'],
    [
      { request: 'x'.repeat(MAX_PRAYER_REQUEST + 1) },
      `Prayer request can be at most ${MAX_PRAYER_REQUEST} characters`,
    ],
  ])('rejects %j with 400 and adds nothing', async (payload, message) => {
    const u = await registerUser(t);
    const before = await countRows();
    const res = await add(u, payload.request);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { request: [message] } });
    expect(await countRows()).toBe(before);
  });

  it('rejects a missing request, a non-boolean answered and a malformed id with 400', async () => {
    const u = await registerUser(t);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/prayer-requests',
      headers: bearer(u.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['request']);
    const { id } = (await add(u, 'Rain')).json();
    const bad = await patch(u, id, { answered: 'yes' });
    expect(bad.json()).toEqual({
      message: 'answered must be true or false',
      errors: { answered: ['answered must be true or false'] },
    });
    expect((await patch(u, 'x1', { answered: true })).statusCode).toBe(400);
    expect((await del(u, '-4')).json().errors).toEqual({ id: ['id must be a positive whole number'] });
  });

  it(`lists at most ${MAX_PRAYER_REQUESTS_LISTED}, the newest`, async () => {
    const u = await registerUser(t);
    const base = new Date('2024-01-01T00:00:00Z').getTime();
    await t.database.db.insert(prayerRequests).values(
      Array.from({ length: MAX_PRAYER_REQUESTS_LISTED + 3 }, (_, i) => ({
        userId: u.user.id,
        request: `Request ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const rows = (await list(u)).json();
    expect(rows).toHaveLength(MAX_PRAYER_REQUESTS_LISTED);
    expect(rows[0].request).toBe(`Request ${MAX_PRAYER_REQUESTS_LISTED + 2}`);
    expect(rows.at(-1).request).toBe('Request 3');
  });
});
