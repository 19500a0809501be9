import { afterAll, beforeAll } from 'vitest';
import type { RouteAccess } from '../../src/server/lib/access';
import { type PaypalStandIn, startPaypalStandIn } from '../../src/server/lib/paypal-stand-in';
import { createTestApp, type TestApp } from '../support/app';
import { type AuthCaseOptions, routeAuthCases } from '../support/auth-cases';
import { CHURCH_PASSWORD, insertUser, type Session, sessionOf } from '../support/church-admin-factories';
import { buildWorld, orderFor, type World } from '../support/church-admin-world';
import { uniqueEmail } from '../support/factories';

/*
 * The route-coverage cases of the issue 4 routes (401 without or with an unknown session, 403 for the
 * named callers, the foreign-Origin check of cookie writes). Each allowed session comes with a fresh world
 * whose objects the URL names, so a route that deletes or rotates something never breaks the next case.
 */

let t: TestApp;
let standIn: PaypalStandIn;
let w: World;
let orderId = 'UNKNOWNORDER1';
beforeAll(async () => {
  standIn = await startPaypalStandIn();
  t = await createTestApp(standIn.config());
  w = await buildWorld(t);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** A fresh world; its administrator's session. */
const freshAdmin = async (): Promise<Session> => {
  w = await buildWorld(t);
  return w.a.admin;
};
const unlockedCallers = {
  'a user without a church': async () => sessionOf(t, await insertUser(t, null)),
  'a member who has not unlocked the church': async () => sessionOf(t, await insertUser(t, w.a.churchId)),
  'a member whose unlock is for another church': async () =>
    sessionOf(t, await insertUser(t, w.a.churchId), w.b.churchId),
};
const adminCallers = {
  ...unlockedCallers,
  'an unlocked member who is not the administrator': async () =>
    sessionOf(t, await insertUser(t, w.a.churchId), w.a.churchId),
};

/** The options of a route's cases: callers refused by its access, an allowed session, and overrides. */
function opts(access: RouteAccess, extra: Partial<AuthCaseOptions> = {}): AuthCaseOptions {
  return {
    app: () => t,
    access,
    session: freshAdmin,
    forbidden:
      access === 'church-admin' ? adminCallers : access === 'church-unlocked' ? unlockedCallers : undefined,
    ...extra,
  };
}

routeAuthCases(
  'POST /api/church/verify-password',
  opts('user', {
    payload: () => ({ password: 'wrong guess' }),
    forbidden: { 'a user without a church': unlockedCallers['a user without a church'] },
  }),
);
routeAuthCases(
  'GET /api/church/admin-status',
  opts('user', {
    forbidden: { 'a user without a church': unlockedCallers['a user without a church'] },
  }),
);
routeAuthCases('GET /api/church/users', opts('church-unlocked'));
// Changing or removing another person needs the administrator: an unlocked member is refused (issue 9).
routeAuthCases(
  'PATCH /api/admin/users/:id',
  opts('church-admin', {
    url: () => `/api/admin/users/${w.targetId}`,
    payload: () => ({ name: 'Edited Member', email: uniqueEmail('edit') }),
    forbidden: { ...adminCallers, 'the administrator of another church': async () => w.b.admin },
  }),
);
routeAuthCases(
  'DELETE /api/admin/users/:id',
  opts('church-admin', {
    url: () => `/api/admin/users/${w.targetId}`,
    forbidden: { ...adminCallers, 'the administrator of another church': async () => w.b.admin },
  }),
);
routeAuthCases('GET /api/church/analytics', opts('church-unlocked'));
routeAuthCases('GET /api/church/settings', opts('church-unlocked'));
routeAuthCases(
  'PATCH /api/church/settings',
  opts('church-unlocked', {
    payload: () => ({ name: 'Renamed Church', city: 'Tempe', state: 'AZ' }),
  }),
);
routeAuthCases(
  'PUT /api/church/password',
  opts('church-admin', {
    payload: () => ({ currentPassword: CHURCH_PASSWORD, newPassword: CHURCH_PASSWORD }),
  }),
);
// The church deleted by an allowed call is a world of its own: the shared one stays for later cases.
let doomed: World | undefined;
routeAuthCases(
  'DELETE /api/church/:id',
  opts('church-admin', {
    url: () => `/api/church/${(doomed ?? w).a.churchId}`,
    // A well-formed code (decision 037), so that another church's administrator is refused by the church
    // check (403), not by the body's validation.
    payload: () => ({ confirmationCode: '000000' }),
    session: async () => {
      doomed = await buildWorld(t);
      return doomed.a.admin;
    },
    forbidden: { ...adminCallers, 'the administrator of another church': async () => w.b.admin },
  }),
);
routeAuthCases('POST /api/admin/year-end-reset', opts('church-admin'));
routeAuthCases(
  'GET /api/subscription/status',
  opts('user', {
    forbidden: { 'a user without a church': unlockedCallers['a user without a church'] },
  }),
);
routeAuthCases('POST /api/subscription/cancel', opts('church-unlocked'));
routeAuthCases('POST /api/subscription/resume', opts('church-unlocked'));
routeAuthCases('POST /api/subscription/create-checkout', opts('church-unlocked'));
routeAuthCases('GET /api/paypal/setup', opts('church-unlocked'));
routeAuthCases('POST /api/paypal/order', opts('church-unlocked', { payload: () => ({}) }));
routeAuthCases(
  'POST /api/paypal/order/:id/capture',
  opts('church-unlocked', {
    url: () => `/api/paypal/order/${orderId}/capture`,
    session: async () => {
      const admin = await freshAdmin();
      orderId = await orderFor(t, admin);
      standIn.approve(orderId);
      return admin;
    },
    forbidden: { ...unlockedCallers, 'the administrator of another church': async () => w.b.admin },
  }),
);
routeAuthCases(
  'POST /api/paypal/webhook',
  opts('webhook', { payload: () => ({ id: 'WH-UNSIGNED', event_type: 'X' }) }),
);
