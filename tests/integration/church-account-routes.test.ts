import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { insertChurch, type TestChurchWorld } from '../support/church-admin-factories';
import { bearer } from '../support/factories';

/*
 * Decision 037: the church's own account holds no personal data. Every route of the `user` kind is
 * personal and refuses it (403, code 'church_account') before looking at its input, unless the route
 * declares that the church account may call it. Read from the route table, so a route added later is
 * covered without a line here.
 */

let t: TestApp;
let church: TestChurchWorld;
beforeAll(async () => {
  t = await createTestApp();
  church = await insertChurch(t);
});
afterAll(() => t.close());

const ALLOWED = [
  'GET /api/me',
  'POST /api/logout',
  'POST /api/church/verify-password',
  'GET /api/church/admin-status',
  'GET /api/subscription/status',
  'GET /api/church/goal',
  'GET /api/church/plan',
  'GET /api/plans',
  'GET /api/progress/bible/church/:churchId',
  'GET /api/annual-reports/church/:year',
  'GET /api/stats/church/:churchId',
];

describe('the church account on the personal routes', () => {
  it('is refused by every personal route, and let through by the few it needs', async () => {
    const userRoutes = t.app.routeTable.filter((r) => r.access === 'user' && r.method !== 'HEAD');
    expect(userRoutes.length).toBeGreaterThan(30);
    const allowed = userRoutes.filter((r) => r.churchAccount).map((r) => `${r.method} ${r.url}`);
    expect(allowed.sort()).toEqual([...ALLOWED].sort());
    for (const route of userRoutes.filter((r) => !r.churchAccount)) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:\w+/g, '1'),
        headers: bearer(church.churchAccount.token),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(403);
      expect(res.json(), `${route.method} ${route.url}`).toMatchObject({ code: 'church_account' });
    }
  });
});
