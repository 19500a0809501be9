import type { ConfirmationPurpose } from '@shared/confirmations';
import { MULTI_LINE_TEXT_MESSAGE, SINGLE_LINE_TEXT_MESSAGE } from '@shared/text';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { churches, reminderSettings, users } from '../../src/server/db/schema';
import { type PaypalStandIn, startPaypalStandIn } from '../../src/server/lib/paypal-stand-in';
import { offerHandover } from '../../src/server/modules/church-handover/handover.service';
import { issueResetToken } from '../../src/server/modules/password-reset/password-reset.service';
import { issueConfirmationCode } from '../../src/server/modules/users/confirmation-codes';
import { createTestApp, type TestApp } from '../support/app';
import { CHURCH_PASSWORD, insertChurch, insertUser, sessionOf } from '../support/church-admin-factories';
import { bearer } from '../support/factories';
import { browserKeys } from '../support/push-service';
import { tierCount } from '../support/tier';
import { databaseDigest } from './support/database-digest';
import { getAt, type RouteInput, routeInputs, setAt } from './support/openapi-inputs';

/*
 * Issue 9, point 8: whatever text arrives in any string field, path or query parameter, the answer is never
 * a 5xx, and a 4xx changes nothing in the database. The routes and their string inputs are read from the
 * OpenAPI description (so a new route or field is covered); the table below only gives each route a valid
 * request to start from, so that the random value is the one thing wrong with it.
 */

interface Base {
  body?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Values of the path and query parameters. */
  params?: () => Record<string, string>;
  /** The caller's session token (a fresh one per request: some requests end or rotate sessions). */
  caller?: () => Promise<string>;
  /** Values that must not be tried (deleting the test's own church would end the test). */
  skip?: (value: string) => boolean;
}

// Random values per input, besides the fixed examples (fast-check counts examples as runs: it once ran 1).
const RUNS_PER_INPUT = tierCount(1, 4);
const FIXED_BAD = ['\u0000', '\ud800', '\udfff', '\u0007', '\u001b', '\u007f', '\u0085'];

let t: TestApp;
let standIn: PaypalStandIn;
let w: {
  churchId: number;
  churchEmail: string;
  adminId: number;
  memberId: number;
  leaverId: number;
  readerId: number;
  resetEmail: string;
  ids: {
    reading: number;
    prayer: number;
    prayerRequest: number;
    enrollment: number;
    leftEnrollment: number;
  };
};
let churchPasswordHash: string;
let readerPasswordHash: string;

const today = () => t.clock.now().toISOString().slice(0, 10);
const session = async (userId: number, unlock?: number) => (await sessionOf(t, userId, unlock)).token;
const asAdmin = () => session(w.adminId, w.churchId);
const asReader = () => session(w.readerId);
/** The member offered a church of their own by the hand-over request being made (set by its body). */
let handoverMember = 0;
/** The administrator of the church whose offer the request being made sends (set by its body). */
let offeringAdmin = '';
/** A live hand-over offer to a member of a church of its own (`handoverMember`): its link's token. */
async function liveOffer(): Promise<string> {
  const church = await insertChurch(t, 'Handover Church');
  handoverMember = await insertUser(t, church.churchId);
  const admin = { id: church.adminId, email: church.admin.email };
  const { code } = await issueConfirmationCode(t.database.db, t.clock, {
    userId: admin.id,
    purpose: 'handover',
    sentTo: admin.email,
  });
  const { mail } = await offerHandover(t.database.db, t.clock, church.churchId, admin, {
    userId: handoverMember,
    confirmationCode: code,
  });
  return mail.token;
}
const numberIs = (n: number) => (value: string) => Number(value) === n;
/**
 * A live confirmation code of the administrator's (decision 037), made before the request. A random value
 * that is itself six digits is skipped: a wrong code counts a try, which a refused request may change.
 */
const adminCode = async (purpose: ConfirmationPurpose) =>
  (await issueConfirmationCode(t.database.db, t.clock, { userId: w.adminId, purpose, sentTo: adminEmail }))
    .code;
const looksLikeACode = (value: string) => /^\s*\d{6}\s*$/.test(value);
let adminEmail = '';

const BASES: Record<string, Base> = {
  'POST /api/login': { body: () => ({ email: w.resetEmail, password: CHURCH_PASSWORD }) },
  'POST /api/church/login': { body: () => ({ email: w.churchEmail, password: CHURCH_PASSWORD }) },
  'POST /api/users': {
    body: () => ({
      name: 'Ruth Reader',
      email: `new-${Math.random()}@example.test`,
      password: 'long enough 1',
    }),
  },
  'PATCH /api/profile': {
    caller: asReader,
    body: () => ({ name: 'Ruth Reader', email: `reader-${Math.random()}@example.test`, timeZone: 'UTC' }),
  },
  'PUT /api/profile/password': {
    caller: asReader,
    body: () => ({ currentPassword: CHURCH_PASSWORD, newPassword: 'long enough 2' }),
  },
  'POST /api/churches': {
    body: () => ({
      name: 'Grace Chapel',
      city: 'Mesa',
      state: 'AZ',
      email: `church-${Math.random()}@example.test`,
      password: 'long enough 1',
      logo: 'https://example.test/logo.png',
    }),
  },
  'POST /api/forgot-password/user': { body: () => ({ email: w.resetEmail }) },
  'POST /api/forgot-password/church': { body: () => ({ email: w.churchEmail }) },
  'POST /api/reset-password': {
    body: async () => {
      const issued = await issueResetToken(t.database.db, t.clock, 'user', w.resetEmail);
      return { token: issued?.token ?? 'no token', password: 'long enough 1' };
    },
  },
  'POST /api/readings': { caller: asReader, body: () => ({ book: 'John', chapter: 3, readDate: today() }) },
  'POST /api/readings/batch': {
    caller: asReader,
    body: () => ({ readDate: today(), chapters: [{ book: 'John', chapter: 1 }] }),
  },
  'DELETE /api/readings/{id}': { caller: asReader, params: () => ({ id: String(w.ids.reading) }) },
  'POST /api/prayers': {
    caller: asReader,
    body: () => ({ minutes: 10, notes: 'Thankful\nfor the day', prayerDate: today() }),
  },
  'DELETE /api/prayers/{id}': { caller: asReader, params: () => ({ id: String(w.ids.prayer) }) },
  'POST /api/prayer-requests': { caller: asReader, body: () => ({ request: 'Healing for\tmy aunt' }) },
  'PATCH /api/prayer-requests/{id}': {
    caller: asReader,
    params: () => ({ id: String(w.ids.prayerRequest) }),
    body: () => ({ answered: true }),
  },
  'DELETE /api/prayer-requests/{id}': {
    caller: asReader,
    params: () => ({ id: String(w.ids.prayerRequest) }),
  },
  'GET /api/activity': { caller: asReader, params: () => ({ limit: '5' }) },
  'GET /api/stats/church/{churchId}': { caller: asReader, params: () => ({ churchId: String(w.churchId) }) },
  'GET /api/annual-reports/user/{year}': { caller: asReader, params: () => ({ year: '2024' }) },
  'GET /api/annual-reports/church/{year}': { caller: asAdmin, params: () => ({ year: '2024' }) },
  'GET /api/annual-reports/global/{year}': { caller: asReader, params: () => ({ year: '2024' }) },
  'GET /api/annual-reports/user/{year}/card.png': {
    caller: asReader,
    params: () => ({ year: '2024', size: 'square', show: 'chapters,minutes' }),
  },
  'GET /api/annual-reports/church/{year}/card.png': {
    caller: asAdmin,
    params: () => ({ year: '2024', size: 'portrait', show: 'chapters,map' }),
  },
  'GET /api/me/export': { caller: asReader, params: () => ({ format: 'json' }) },
  'GET /api/church/export/figures': { caller: asAdmin, params: () => ({ period: 'weekly' }) },
  // The reader's own password would delete the account the other requests are made as.
  'DELETE /api/me': {
    caller: asReader,
    body: () => ({ password: CHURCH_PASSWORD }),
    skip: (value) => value === CHURCH_PASSWORD,
  },
  'POST /api/church/verify-password': { caller: asReader, body: () => ({ password: CHURCH_PASSWORD }) },
  'PATCH /api/admin/users/{id}': {
    caller: asAdmin,
    params: () => ({ id: String(w.memberId) }),
    body: async () => ({
      name: 'Mary Member',
      email: `member-${Math.random()}@example.test`,
      password: 'temporary 1',
      confirmationCode: await adminCode('member-change'),
    }),
    skip: looksLikeACode,
  },
  'POST /api/church/confirmation-code': {
    caller: asAdmin,
    body: () => ({ purpose: 'member-change' }),
  },
  // An offer to a member of a church of its own, as for the acceptance below.
  'POST /api/church/handover': {
    body: async () => {
      const church = await insertChurch(t, 'Offering Church');
      handoverMember = await insertUser(t, church.churchId);
      offeringAdmin = church.admin.token;
      const { code } = await issueConfirmationCode(t.database.db, t.clock, {
        userId: church.adminId,
        purpose: 'handover',
        sentTo: church.admin.email,
      });
      return { userId: handoverMember, confirmationCode: code };
    },
    caller: async () => offeringAdmin,
    skip: looksLikeACode,
  },
  'POST /api/church/handover/email-code': {
    caller: async () => session(handoverMember),
    body: async () => ({ token: await liveOffer(), churchEmail: `church-${Math.random()}@example.test` }),
  },
  'DELETE /api/admin/users/{id}': {
    caller: asAdmin,
    params: () => ({ id: String(w.leaverId) }),
    skip: (value) => numberIs(w.memberId)(value) || numberIs(w.readerId)(value),
  },
  // A live offer in a church of its own per request (a random church password may be a valid one, and
  // the member then administers that church, not the test's): random text in place of the token is
  // never a live one (400).
  // No live e-mail code: the acceptance stops at the code (400) and writes nothing, whatever the text.
  'POST /api/church/handover/accept': {
    caller: async () => session(handoverMember),
    body: async () => ({
      token: await liveOffer(),
      churchPassword: 'church password 9',
      churchEmail: 'new-church@example.test',
      emailCode: '123456',
    }),
  },
  'PATCH /api/church/settings': {
    caller: asAdmin,
    body: () => ({ name: 'Grace Chapel', city: 'Mesa', state: 'AZ', logoUrl: 'https://example.test/l.png' }),
  },
  'PUT /api/church/password': {
    caller: asAdmin,
    body: async () => ({
      currentPassword: CHURCH_PASSWORD,
      newPassword: 'church password 2',
      confirmationCode: await adminCode('church-password'),
    }),
    skip: looksLikeACode,
  },
  'DELETE /api/church/{id}': {
    caller: asAdmin,
    params: () => ({ id: String(w.churchId + 1000) }),
    body: async () => ({ confirmationCode: await adminCode('church-delete') }),
    skip: (value) => numberIs(w.churchId)(value) || looksLikeACode(value),
  },
  'POST /api/paypal/order': {
    caller: asAdmin,
    body: () => ({ amount: '99.00', currency: 'USD', intent: 'CAPTURE' }),
  },
  'POST /api/paypal/order/{id}/capture': { caller: asAdmin, params: () => ({ id: 'ORDER123' }) },
  'POST /api/plans': {
    caller: asReader,
    body: () => ({
      name: 'Prophets',
      scope: { kind: 'range', from: 'Isaiah', to: 'Malachi' },
      startDate: today(),
      chaptersPerDay: 5,
      readingDays: [1, 2, 3, 4, 5],
    }),
  },
  'POST /api/plans/import': {
    caller: asReader,
    body: () => ({ name: 'Imported', csv: `"${today()}","Gen 50; Ex 1-3"` }),
  },
  'PUT /api/church/goal': {
    caller: asAdmin,
    body: () => ({
      targetChapters: 1000,
      targetMinutes: null,
      startDate: today(),
      endDate: `${Number(today().slice(0, 4)) + 1}-12-31`,
    }),
  },
  'PUT /api/church/time-zone': { caller: asAdmin, body: () => ({ timeZone: 'America/Chicago' }) },
  'PUT /api/church/public-page': { caller: asAdmin, body: () => ({ enabled: true, slug: 'grace-chapel' }) },
  'GET /api/public/churches/{slug}': { params: () => ({ slug: 'grace-chapel' }) },
  'GET /api/public/churches/{slug}/preview.png': { params: () => ({ slug: 'grace-chapel' }) },
  'PUT /api/church/plan': {
    caller: asAdmin,
    body: () => ({ planId: 'gospels-30', startDate: today() }),
  },
  'POST /api/plans/{planId}/enroll': {
    caller: asReader,
    params: () => ({ planId: 'gospels-30' }),
    body: () => ({ startDate: today() }),
  },
  'PATCH /api/plans/enrollments/{id}': {
    caller: asReader,
    params: () => ({ id: String(w.ids.enrollment) }),
    body: () => ({ paused: false }),
  },
  'DELETE /api/plans/enrollments/{id}': {
    caller: asReader,
    params: () => ({ id: String(w.ids.leftEnrollment) }),
  },
  'POST /api/plans/enrollments/{id}/read': {
    caller: asReader,
    params: () => ({ id: String(w.ids.enrollment) }),
    body: () => ({ positions: [0] }),
  },
  'POST /api/plans/enrollments/{id}/catch-up': {
    caller: asReader,
    params: () => ({ id: String(w.ids.enrollment) }),
    body: () => ({ mode: 'spread' }),
  },
  'DELETE /api/plans/enrollments/{id}/catch-up': {
    caller: asReader,
    params: () => ({ id: String(w.ids.enrollment) }),
  },
  'PUT /api/me/reminders': {
    caller: asReader,
    body: () => ({ daily: { email: true, time: '07:00', days: [1, 3] }, weekly: { day: 1, time: '18:00' } }),
  },
  'POST /api/reminders/unsubscribe': {
    body: async () => ({ token: await unsubscribeToken(w.readerId), kind: 'weekly' }),
  },
  'GET /api/progress/bible': { caller: asReader, params: () => ({ year: '2026' }) },
  'GET /api/progress/bible/church/{churchId}': {
    caller: asReader,
    params: () => ({ churchId: String(w.churchId) }),
  },
  'POST /api/me/push-subscriptions': {
    caller: asReader,
    body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/reader:APA91b', keys: browserKeys().keys }),
  },
  'DELETE /api/me/push-subscriptions': {
    caller: asReader,
    body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/reader:APA91b' }),
  },
};

/** The routes by what they are about (a route goes in the first group whose pattern it matches). */
const ROUTE_GROUPS: Array<[string, RegExp]> = [
  [
    'sign-in, registration and passwords',
    /^\S+ \/api\/(login|users|profile|forgot-password|reset-password)\b/,
  ],
  ['the church’s own routes', /^\S+ \/api\/(church|churches|admin)\b/],
  [
    'readings, prayers and reports',
    /^\S+ \/api\/(readings|prayers|prayer-requests|activity|stats|annual-reports|progress)\b/,
  ],
  ['reading plans', /^\S+ \/api\/plans\b/],
  ['every other route', /./],
];
const groupOf = (route: string) => ROUTE_GROUPS.find(([, pattern]) => pattern.test(route))?.[0];

/** The person's unsubscribe token, their reminder settings made first when they have none. */
async function unsubscribeToken(userId: number) {
  const stored = async () =>
    (
      await t.database.db
        .select({ token: reminderSettings.unsubscribeToken })
        .from(reminderSettings)
        .where(eq(reminderSettings.userId, userId))
    )[0]?.token;
  const token = await stored();
  if (token) return token;
  await t.app.inject({
    method: 'PUT',
    url: '/api/me/reminders',
    headers: bearer(await session(userId)),
    payload: { weekly: { email: true } },
  });
  return (await stored()) ?? 'no token';
}

/** Percent-encodes the UTF-8 bytes of a value (a lone surrogate becomes U+FFFD, as a browser sends it). */
const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** Random text: letters, the characters the rules are about, any code point; short or far too long. */
function textAround(valid: string): fc.Arbitrary<string> {
  const unit = fc.oneof(
    fc.constantFrom(...'abcXYZ019 @.-_'.split('')),
    fc.constantFrom(...FIXED_BAD, '\t', '\n', '\r', '\u2028', '\ufeff', '\uffff', 'é', '😀'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  );
  const inserted = fc
    .tuple(fc.nat(valid.length), fc.string({ unit, minLength: 1, maxLength: 3 }))
    .map(([at, bad]) => valid.slice(0, at) + bad + valid.slice(at));
  return fc.oneof(
    { weight: 3, arbitrary: inserted },
    { weight: 2, arbitrary: fc.string({ unit, maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit, minLength: 1000, maxLength: 3000 }) },
  );
}

/** The request, with everything it needs written beforehand (a session, a reset token). */
async function prepare(input: RouteInput, base: Base, value: string): Promise<InjectOptions> {
  const params = base.params?.() ?? {};
  const body = input.in === 'body' ? setAt(await base.body?.(), input.name, value) : await base.body?.();
  if (input.in !== 'body') params[input.name] = value;
  let url = input.path;
  const query: string[] = [];
  for (const [name, v] of Object.entries(params)) {
    const encoded = name === input.name && input.in !== 'body' ? encode(v) : encodeURIComponent(v);
    if (url.includes(`{${name}}`)) url = url.replace(`{${name}}`, encoded);
    else query.push(`${name}=${encoded}`);
  }
  if (query.length) url += `?${query.join('&')}`;
  const options: InjectOptions = { method: input.method as 'GET', url };
  if (base.caller) options.headers = bearer(await base.caller());
  if (body !== undefined) options.payload = body;
  return options;
}

beforeAll(async () => {
  standIn = await startPaypalStandIn();
  const limits = { points: 1_000_000, duration: 60 };
  t = await createTestApp({ ...standIn.config() }, undefined, {
    throttleLimits: Object.fromEntries(
      [
        'loginAddress',
        'loginAccountAddress',
        'loginAccount',
        'resetAccount',
        'resetAddress',
        'registerAddress',
        'unsubscribeAddress',
        'churchPasswordAddress',
        'churchPasswordAccountAddress',
        'churchPasswordAccount',
      ].map((n) => [n, { ...limits, firstDelay: 1 }]),
    ),
  });
  const a = await insertChurch(t, 'Alpha Church');
  const readerId = await insertUser(t, a.churchId, { name: 'Ruth Reader' });
  const resetId = await insertUser(t, null, { name: 'Reset Person' });
  const emailOf = async (id: number) =>
    (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email ?? '';
  const [church] = await t.database.db.select().from(churches).where(eq(churches.id, a.churchId));
  churchPasswordHash = church?.passwordHash ?? '';
  const [readerRow] = await t.database.db.select().from(users).where(eq(users.id, readerId));
  readerPasswordHash = readerRow?.passwordHash ?? '';
  const reader = bearer(await session(readerId));
  const post = async (url: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url, payload, headers: reader })).json();
  adminEmail = a.admin.email;
  w = {
    churchId: a.churchId,
    churchEmail: church?.email ?? '',
    adminId: a.adminId,
    memberId: await insertUser(t, a.churchId, { name: 'Mary Member' }),
    leaverId: await insertUser(t, a.churchId, { name: 'Leo Leaver' }),
    readerId,
    resetEmail: await emailOf(resetId),
    ids: {
      reading: (await post('/api/readings', { book: 'Ruth', chapter: 1, readDate: today() })).id,
      prayer: (await post('/api/prayers', { minutes: 5, prayerDate: today() })).prayer.id,
      prayerRequest: (await post('/api/prayer-requests', { request: 'An ordinary request' })).id,
      enrollment: (await post('/api/plans/gospels-30/enroll', { startDate: today() })).id,
      leftEnrollment: (await post('/api/plans/new-testament-90/enroll', { startDate: today() })).id,
    },
  };
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

describe('the reported fields refuse U+0000 with 400 and say why', () => {
  const cases: [string, string, string, string, () => Promise<string> | undefined][] = [
    ['POST /api/users', 'name', 'Ruth\u0000 Reader', SINGLE_LINE_TEXT_MESSAGE, () => undefined],
    ['POST /api/churches', 'name', 'Grace\u0000 Chapel', SINGLE_LINE_TEXT_MESSAGE, () => undefined],
    [
      'POST /api/prayer-requests',
      'request',
      'Healing\u0000 please',
      MULTI_LINE_TEXT_MESSAGE,
      () => asReader(),
    ],
    ['POST /api/prayers', 'notes', 'Thanks\u0000', MULTI_LINE_TEXT_MESSAGE, () => asReader()],
  ];
  it.each(cases)('%s %s', async (route, field, value, message, caller) => {
    const [method, url] = route.split(' ') as ['POST', string];
    const token = await caller();
    const payload = setAt(await BASES[route]?.body?.(), field, value);
    const before = await databaseDigest(t.database.db);
    const res = await t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await databaseDigest(t.database.db)).toBe(before);
  });
});

describe('bad text never answers 5xx, and a refused request changes nothing', () => {
  it('every route with a string input has a valid request to start from', async () => {
    const inputs = await routeInputs(t.app);
    const missing = [...new Set(inputs.map((i) => i.route))].filter((route) => !BASES[route]);
    expect(missing, 'add a base request for these routes').toEqual([]);
    expect(inputs.length).toBeGreaterThan(35);
  });

  // The routes in groups, each group a test of its own so that each has a timeout of its own; the last
  // group takes every route the others do not, so that none is left out.
  it.each(ROUTE_GROUPS.map(([name]) => name))(
    'random text in every string field, path and query parameter of %s',
    async (group) => {
      const inputs = (await routeInputs(t.app)).filter((input) => groupOf(input.route) === group);
      expect(inputs.length).toBeGreaterThan(0);
      // Every input is tried, and every failing one reported (its shrunk counterexample), not just the first.
      const failures: string[] = [];
      for (const input of inputs) {
        const base = BASES[input.route] as Base;
        const valid = String(
          (input.in === 'body' ? getAt(await base.body?.(), input.name) : base.params?.()[input.name]) ??
            'text',
        );
        // Near the start a bad character breaks the format (a URL's scheme); deeper in it may pass the format
        // and reach the database, as a NUL in a push endpoint's path once did (PostgreSQL answered 500).
        const middle = Math.floor(valid.length / 2);
        const examples = [
          ...FIXED_BAD.slice(0, 3).map((bad) => `${valid.slice(0, 2)}${bad}${valid.slice(2)}`),
          `${valid.slice(0, middle)}\u0000${valid.slice(middle)}`,
          `${valid}\u0000`,
        ].map((value) => [value] as [string]);
        const run = fc.assert(
          fc.asyncProperty(
            textAround(valid).filter((v) => !base.skip?.(v)),
            async (value) => {
              const request = await prepare(input, base, value);
              const before = await databaseDigest(t.database.db);
              const res = await t.app.inject(request);
              await t.app.background.settled();
              const where = `${input.route} ${input.in}.${input.name} = ${JSON.stringify(value).slice(0, 80)}`;
              expect(res.statusCode, `${where}: ${res.body}`).toBeLessThan(500);
              if (res.statusCode >= 400) {
                expect(await databaseDigest(t.database.db), `${where} changed the database`).toBe(before);
              }
              if (res.statusCode === 400)
                expect(Object.keys(res.json()).sort(), where).toEqual(['errors', 'message']);
              // A successful password change would make the next request's current password wrong.
              await t.database.db
                .update(churches)
                .set({ passwordHash: churchPasswordHash })
                .where(eq(churches.id, w.churchId));
              await t.database.db
                .update(users)
                .set({ passwordHash: readerPasswordHash })
                .where(eq(users.id, w.readerId));
            },
          ),
          { numRuns: RUNS_PER_INPUT + examples.length, examples },
        );
        await run.catch((err: Error) => failures.push(String(err.cause ?? err).split('\n')[0] ?? ''));
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
