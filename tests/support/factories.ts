import type { LoginResponse } from '@shared/auth';
import type { ChurchSummary, User } from '@shared/users';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';

let counter = 0;
/** A fresh address per call, so that tests in one file never collide. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${++counter}-${process.pid}@example.test`;

export const PASSWORD = 'correct horse battery';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const set = res.cookies.find((c) => c.name === 'lampstand_session');
  if (!set) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `${set.name}=${set.value}`;
}

export interface TestUser {
  token: string;
  user: User;
  email: string;
  password: string;
  cookie: string;
}

/** Registers through the API (which logs in) and returns the session. */
export async function registerUser(
  t: TestApp,
  overrides: Partial<{ name: string; email: string; password: string; churchId: number | null }> = {},
  remoteAddress?: string,
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? PASSWORD;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { name: 'Test Reader', ...overrides, email, password },
    remoteAddress,
  });
  if (res.statusCode !== 201) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  const body = res.json<LoginResponse>();
  if (!body.token) throw new Error('register answered without a token');
  return { token: body.token, user: body.user, email, password, cookie: sessionCookie(res) };
}

export interface TestChurch {
  church: ChurchSummary;
  email: string;
  password: string;
  /** The one-time claim that makes an account registered with it the first administrator (decision 037). */
  adminClaim: string;
}

/** Registers a church (and the church's own account) through the API; does not log in. */
export async function registerChurch(
  t: TestApp,
  overrides: Partial<{ name: string; city: string; state: string; email: string; password: string }> = {},
): Promise<TestChurch> {
  const email = overrides.email ?? uniqueEmail('church');
  const password = overrides.password ?? 'church password 1';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/churches',
    payload: { name: 'Grace Chapel', city: 'Mesa', state: 'AZ', ...overrides, email, password },
  });
  if (res.statusCode !== 201) throw new Error(`church register failed ${res.statusCode}: ${res.body}`);
  const body = res.json<{ church: ChurchSummary; adminClaim: string }>();
  return { church: body.church, email, password, adminClaim: body.adminClaim };
}

/**
 * The person who registered the church goes on to /register with its claim (decision 037): their own
 * account, the church's first administrator, with the admin panel unlocked by the church password.
 */
export async function registerChurchAdmin(
  t: TestApp,
  church: TestChurch,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail('pastor');
  const password = overrides.password ?? PASSWORD;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { name: 'Pastor', ...overrides, email, password, adminClaim: church.adminClaim },
  });
  if (res.statusCode !== 201) throw new Error(`admin register failed ${res.statusCode}: ${res.body}`);
  const body = res.json<LoginResponse>();
  if (!body.token) throw new Error('register answered without a token');
  const unlock = await t.app.inject({
    method: 'POST',
    url: '/api/church/verify-password',
    headers: bearer(body.token),
    payload: { password: church.password },
  });
  if (unlock.json<{ success: boolean }>().success !== true) throw new Error(`unlock failed: ${unlock.body}`);
  return { token: body.token, user: body.user, email, password, cookie: sessionCookie(res) };
}

/** Logs in with the church credentials: a session of the church's own account, admin panel unlocked. */
export async function churchLogin(t: TestApp, church: TestChurch): Promise<TestUser> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/church/login',
    payload: { email: church.email, password: church.password },
  });
  if (res.statusCode !== 200) throw new Error(`church login failed ${res.statusCode}: ${res.body}`);
  const body = res.json<LoginResponse>();
  if (!body.token) throw new Error('church login answered without a token');
  return {
    token: body.token,
    user: body.user,
    email: church.email,
    password: church.password,
    cookie: sessionCookie(res),
  };
}

/** GET /api/me with a token: 200 while the session lives, 401 after it ended. */
export const meStatus = async (t: TestApp, token: string) =>
  (await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode;
