import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { insertChurch } from '../support/church-admin-factories';
import { bearer, registerUser, type TestUser } from '../support/factories';

/*
 * Issue 9, point 9: an answer that depends on the session must never be kept by a browser, a proxy or a
 * shared cache (`Cache-Control: no-store`); only public facts may say otherwise, explicitly.
 */

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await registerUser(t);
  await t.app.inject({
    method: 'POST',
    url: '/api/prayer-requests',
    headers: bearer(u.token),
    payload: { request: 'A private request' },
  });
});
afterAll(() => t.close());

describe('Cache-Control of /api answers', () => {
  it.each([
    '/api/prayer-requests',
    '/api/stats/user',
    '/api/activity',
    '/api/notifications',
    '/api/annual-reports/user/2025',
    '/api/me',
  ])('GET %s with a session answers no-store', async (url) => {
    const res = await t.app.inject({ url, headers: bearer(u.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the same holds with the session cookie, for writes and for error answers', async () => {
    const viaCookie = await t.app.inject({ url: '/api/prayer-requests', headers: { cookie: u.cookie } });
    expect(viaCookie.headers['cache-control']).toBe('no-store');
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/prayer-requests',
      headers: bearer(u.token),
      payload: { request: 'Another one' },
    });
    expect(write.statusCode).toBe(201);
    expect(write.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ url: '/api/church/users', headers: bearer(u.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ url: '/api/prayer-requests' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it("a church administrator's member list answers no-store", async () => {
    const church = await insertChurch(t);
    const res = await t.app.inject({ url: '/api/church/users', headers: bearer(church.admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a login answer (it carries a session token) answers no-store', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('public facts keep their explicit policy; health and the church list are never stored', async () => {
    const site = await t.app.inject({ url: '/api/site', headers: bearer(u.token) });
    expect(site.headers['cache-control']).toBe('public, max-age=300');
    expect((await t.app.inject({ url: '/api/health' })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/churches' })).headers['cache-control']).toBe('no-store');
  });
});
