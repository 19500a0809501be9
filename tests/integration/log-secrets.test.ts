import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueResetToken } from '../../src/server/modules/password-reset/password-reset.service';
import { createTestApp, type TestApp } from '../support/app';
import { confirmationCode } from '../support/confirmation';
import {
  bearer,
  registerChurch,
  registerChurchAdmin,
  registerUser,
  type TestUser,
} from '../support/factories';
import { installWriteFaults } from './support/write-faults';

/*
 * Issue 9, point 7: a failed database write must not put the request's secrets in the log. Every write
 * route under /api (found in the route table, so a new one is covered) is called with a body holding known
 * secrets while every write of the database fails; then the whole captured log is searched for them.
 */
const SECRET = {
  name: 'Zebediah Quillfeather',
  email: 'zebediah.quillfeather@example.test',
  password: 'Sup3r-Secret-Passphrase-917',
  newPassword: 'An0ther-Secret-Passphrase-286',
  churchName: 'Quillfeather Hidden Fellowship',
  prayer: 'Please pray for the biopsy of Marguerite next week',
  notes: 'Confessed the quarrel with Bartholomew today',
};
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
const logText = () => lines.join('');
const records = (from = 0) =>
  lines
    .slice(from)
    .flatMap((l) => l.split('\n').filter(Boolean))
    .map((l) => JSON.parse(l));

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let churchId: number;
let churchEmail: string;
let ids: { reading: number; prayer: number; prayerRequest: number };
let resetToken: string;
/** The administrator's confirmation codes (decision 037), asked for before the writes fail. */
let codes: { memberChange: string; churchPassword: string };
let faults: Awaited<ReturnType<typeof installWriteFaults>>;

const today = () => t.clock.now().toISOString().slice(0, 10);

/** A body that gets each route past validation to its write, carrying the secrets where it can. */
function bodyFor(route: string): unknown {
  const generic = {
    name: SECRET.name,
    email: SECRET.email,
    password: SECRET.password,
    request: SECRET.prayer,
    notes: SECRET.notes,
  };
  const bodies: Record<string, unknown> = {
    'POST /api/users': { name: SECRET.name, email: SECRET.email, password: SECRET.password },
    'POST /api/churches': {
      name: SECRET.churchName,
      city: 'Mesa',
      state: 'AZ',
      email: SECRET.email,
      password: SECRET.password,
    },
    'POST /api/login': { email: member.email, password: SECRET.password },
    'POST /api/church/login': { email: churchEmail, password: SECRET.password },
    'PATCH /api/profile': { name: SECRET.name, email: SECRET.email },
    'POST /api/forgot-password/user': { email: member.email },
    'POST /api/forgot-password/church': { email: churchEmail },
    'POST /api/reset-password': { token: resetToken, password: SECRET.newPassword },
    'POST /api/readings': { book: 'John', chapter: 3, readDate: today() },
    'POST /api/readings/batch': { readDate: today(), chapters: [{ book: 'John', chapter: 1 }] },
    'POST /api/prayers': { minutes: 10, notes: SECRET.notes, prayerDate: today() },
    'POST /api/prayer-requests': { request: SECRET.prayer },
    'PATCH /api/prayer-requests/:id': { answered: true },
    'POST /api/church/verify-password': { password: SECRET.password },
    'PATCH /api/admin/users/:id': {
      name: SECRET.name,
      email: SECRET.email,
      password: SECRET.newPassword,
      confirmationCode: codes.memberChange,
    },
    'PATCH /api/church/settings': { name: SECRET.churchName, city: 'Mesa', state: 'AZ' },
    'PUT /api/church/password': {
      currentPassword: SECRET.password,
      newPassword: SECRET.newPassword,
      confirmationCode: codes.churchPassword,
    },
  };
  return bodies[route] ?? generic;
}

function urlFor(url: string): string {
  return url
    .replace('/api/readings/:id', `/api/readings/${ids.reading}`)
    .replace('/api/prayers/:id', `/api/prayers/${ids.prayer}`)
    .replace('/api/prayer-requests/:id', `/api/prayer-requests/${ids.prayerRequest}`)
    .replace('/api/admin/users/:id', `/api/admin/users/${member.user.id}`)
    .replace('/api/church/:id', `/api/church/${churchId}`)
    .replace(':id', 'ORDER1');
}

beforeAll(async () => {
  // Request lines on (they are off by default): their URLs are searched for secrets too.
  t = await createTestApp({ LOG_REQUESTS: true }, undefined, { logger: { level: 'info', stream } });
  const church = await registerChurch(t, { password: SECRET.password });
  churchId = church.church.id;
  churchEmail = church.email;
  // The person who registered the church, its administrator (decision 037), with a password of their own.
  admin = await registerChurchAdmin(t, church, { password: SECRET.password });
  member = await registerUser(t, { password: SECRET.password, churchId });
  codes = {
    memberChange: await confirmationCode(t, admin.token, 'member-change'),
    churchPassword: await confirmationCode(t, admin.token, 'church-password'),
  };
  const post = async (url: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url, payload, headers: bearer(admin.token) })).json();
  ids = {
    reading: (await post('/api/readings', { book: 'Ruth', chapter: 1, readDate: today() })).id,
    prayer: (await post('/api/prayers', { minutes: 5, prayerDate: today() })).prayer.id,
    prayerRequest: (await post('/api/prayer-requests', { request: 'An ordinary request' })).id,
  };
  const issued = await issueResetToken(t.database.db, t.clock, 'user', member.email);
  if (!issued) throw new Error('no reset token issued');
  resetToken = issued.token;
  faults = await installWriteFaults(t.database.db);
  lines.length = 0;
});
afterAll(() => t.close());

/** The log around the first occurrence of `needle`, or '' when it is not there (short failure output). */
function around(text: string, needle: string | RegExp): string {
  const at = typeof needle === 'string' ? text.indexOf(needle) : text.search(needle);
  return at === -1 ? '' : text.slice(Math.max(0, at - 160), at + 60);
}

function assertNoSecrets(text: string, tokens: string[]) {
  for (const [what, value] of Object.entries(SECRET)) {
    expect(around(text, value), `the log holds the ${what}`).toBe('');
  }
  expect(around(text, '$argon2'), 'the log holds an argon2 hash').toBe('');
  expect(around(text, /params/i), 'the log holds query parameters').toBe('');
  for (const token of tokens) expect(around(text, token), 'the log holds a token').toBe('');
}

describe('nothing private reaches the log when a database write fails', () => {
  it('a NUL byte in a name (the reported case) leaks nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: `${SECRET.name}\u0000`, email: SECRET.email, password: SECRET.password },
    });
    expect(res.statusCode).toBe(400);
    assertNoSecrets(logText(), []);
  });

  it('every write route, with every write failing', async () => {
    const routes = t.app.routeTable.filter((r) => UNSAFE.has(r.method) && r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(25);
    expect(faults.tables).toBeGreaterThan(5);
    const from = lines.length;
    await faults.on();
    const statuses: Record<string, number> = {};
    try {
      for (const r of routes) {
        const route = `${r.method} ${r.url}`;
        const caller = route === 'POST /api/church/verify-password' ? member : admin;
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: urlFor(r.url),
          payload: bodyFor(route) as object,
          headers: bearer(caller.token),
        });
        statuses[route] = res.statusCode;
      }
      await t.app.background.settled();
    } finally {
      await faults.off();
    }
    // The fault was reached where the secrets are written (a 500, not a validation answer).
    for (const route of [
      'POST /api/users',
      'POST /api/churches',
      'POST /api/login',
      'PATCH /api/profile',
      'POST /api/reset-password',
      'POST /api/prayers',
      'POST /api/prayer-requests',
      'PATCH /api/admin/users/:id',
      'PATCH /api/church/settings',
      'PUT /api/church/password',
    ]) {
      expect(statuses[route], route).toBe(500);
    }
    assertNoSecrets(logText(), [admin.token, member.token, resetToken]);

    // What is kept is enough to find the fault: the error class, SQLSTATE and the statement's text.
    const failures = records(from).filter((l) => l.msg === 'unhandled error');
    expect(failures.length).toBeGreaterThanOrEqual(10);
    const insertUser = failures.find((l) => /insert into "users"/.test(l.err?.query ?? ''));
    expect(insertUser?.err).toMatchObject({ type: 'DrizzleQueryError', code: 'P0001' });
    expect(insertUser?.err.message).toMatch(/write refused by the test/);
  });

  it('request URLs are logged without their query values (reset links carry tokens)', async () => {
    await t.app.inject({ url: `/reset-password?token=${resetToken}` });
    await t.app.inject({ url: `/api/activity?limit=5&token=${resetToken}`, headers: bearer(admin.token) });
    const urls = records()
      .filter((l) => l.req?.url)
      .map((l) => l.req.url);
    expect(urls).toContain('/reset-password?token=[redacted]');
    assertNoSecrets(logText(), [resetToken, admin.token]);
  });
});
