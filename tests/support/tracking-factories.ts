import type { LoginResponse } from '@shared/auth';
import { dayIn } from '@shared/dates';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';
import { bearer, PASSWORD, sessionCookie, type TestUser, uniqueEmail } from './factories';

/** Reading and prayer helpers for the tracking tests: every write goes through the API. */

export type Chapter = { book: string; chapter: number };

/** The user's calendar date at the test clock's now, in their zone. */
export const todayFor = (t: TestApp, user: Pick<TestUser, 'user'>) =>
  dayIn(user.user.timeZone, t.clock.now());

function expectStatus(res: LightMyRequestResponse, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  return res;
}

export async function logReadings(t: TestApp, user: TestUser, readDate: string, chapters: Chapter[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/readings/batch',
    headers: bearer(user.token),
    payload: { readDate, chapters },
  });
  return expectStatus(res, 201, 'POST /api/readings/batch').json<{
    readings: Array<{ id: number; book: string; chapter: number; readDate: string }>;
    totals: { chaptersRead: number; prayerMinutes: number };
  }>();
}

export async function logPrayer(
  t: TestApp,
  user: TestUser,
  prayerDate: string,
  minutes: number,
  notes?: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/prayers',
    headers: bearer(user.token),
    payload: { prayerDate, minutes, ...(notes === undefined ? {} : { notes }) },
  });
  return expectStatus(res, 201, 'POST /api/prayers').json<{
    prayer: { id: number; minutes: number; prayerDate: string };
    totals: { chaptersRead: number; prayerMinutes: number };
  }>();
}

/**
 * Changes the user's church, time zone, sharing, rest day and/or boards setting through PATCH /api/profile and updates `user.user` in place
 * (same e-mail: the session stays).
 */
export async function updateTracking(
  t: TestApp,
  user: TestUser,
  change: {
    churchId?: number | null;
    timeZone?: string;
    shareNameWithChurch?: boolean;
    restDay?: boolean;
    hideFromBoards?: boolean;
  },
) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: bearer(user.token),
    payload: { name: user.user.name, email: user.email, ...change },
  });
  user.user = expectStatus(res, 200, 'PATCH /api/profile').json<{ user: TestUser['user'] }>().user;
  return user;
}

/** GET with the user's session, expecting 200; answers the parsed body. */
export async function getJson<T>(t: TestApp, user: Pick<TestUser, 'token'>, url: string): Promise<T> {
  const res = await t.app.inject({ url, headers: bearer(user.token) });
  return expectStatus(res, 200, `GET ${url}`).json<T>();
}

/** Registers a user with a time zone (and optionally a church and name) through the API. */
export async function registerInZone(
  t: TestApp,
  timeZone: string,
  overrides: Partial<{ name: string; churchId: number | null }> = {},
): Promise<TestUser> {
  const email = uniqueEmail('tracker');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { name: 'Tracker', ...overrides, email, password: PASSWORD, timeZone },
  });
  const body = expectStatus(res, 201, 'POST /api/users').json<LoginResponse>();
  if (!body.token) throw new Error('register answered without a token');
  return { token: body.token, user: body.user, email, password: PASSWORD, cookie: sessionCookie(res) };
}
