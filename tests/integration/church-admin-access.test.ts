import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaypalStandIn, startPaypalStandIn } from '../../src/server/lib/paypal-stand-in';
import { createTestApp, type TestApp } from '../support/app';
import { CHURCH_PASSWORD } from '../support/church-admin-factories';
import {
  buildWorld,
  orderFor,
  ROLES,
  type Role,
  standInClient,
  type World,
} from '../support/church-admin-world';
import { bearer } from '../support/factories';

/*
 * Every church admin, subscription and PayPal route with every kind of caller, each cell on a fresh
 * world (two churches, members in each state): the status must be exactly the expected one, so a
 * success where a refusal was expected fails the cell. Requests name church A's objects; the
 * administrator of church B acts on their own church where the route has no object.
 */

let t: TestApp;
let standIn: PaypalStandIn;
beforeAll(async () => {
  standIn = await startPaypalStandIn();
  t = await createTestApp(standIn.config());
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

interface Cell {
  url: (w: World) => string | Promise<string>;
  payload?: (w: World) => unknown;
  headers?: (w: World) => Promise<Record<string, string>>;
  /** Expected status per role, in ROLES order. */
  expected: [number, number, number, number, number, number, number];
}

/** An order of church A that its buyer approved (to capture) or that PayPal captured (for the webhook). */
async function orderOfA(w: World, captured: boolean) {
  const id = await orderFor(t, w.a.admin);
  standIn.approve(id);
  if (captured) await standInClient(standIn, t).captureOrder(id, `test-${id}`);
  return id;
}

// The church account (last) administers its church: it may do what the administrator may.
const UNLOCKED = [401, 403, 403, 200, 200, 200, 200] as const;
const ADMIN_ONLY = [401, 403, 403, 403, 200, 200, 200] as const;
const MEMBER = [401, 403, 200, 200, 200, 200, 200] as const;
/*
 * Powers over a person or the church's credentials need the code mailed to the acting account
 * (decision 037): without it, whoever passes the guards gets 400 (confirmation.test.ts sends it).
 */
const NEEDS_CODE = [401, 403, 403, 403, 400, 400, 400] as const;

const MATRIX: Record<string, Cell> = {
  'POST /api/church/verify-password': {
    url: () => '/api/church/verify-password',
    payload: () => ({ password: 'not the password' }),
    expected: [...MEMBER],
  },
  'GET /api/church/admin-status': { url: () => '/api/church/admin-status', expected: [...MEMBER] },
  'GET /api/church/users': { url: () => '/api/church/users', expected: [...UNLOCKED] },
  'PATCH /api/admin/users/:id': {
    url: (w) => `/api/admin/users/${w.targetId}`,
    // A name: no code needed (an e-mail or password change needs one: confirmation.test.ts).
    payload: (w) => ({ name: 'Edited Member', email: w.targetEmail }),
    expected: [401, 403, 403, 403, 200, 403, 200],
  },
  'DELETE /api/admin/users/:id': {
    url: (w) => `/api/admin/users/${w.targetId}`,
    expected: [401, 403, 403, 403, 204, 403, 204],
  },
  'GET /api/church/analytics': { url: () => '/api/church/analytics', expected: [...UNLOCKED] },
  'GET /api/church/settings': { url: () => '/api/church/settings', expected: [...UNLOCKED] },
  'PATCH /api/church/settings': {
    url: () => '/api/church/settings',
    payload: () => ({ name: 'Renamed Church', city: 'Tempe', state: 'AZ' }),
    expected: [...UNLOCKED],
  },
  'PUT /api/church/password': {
    url: () => '/api/church/password',
    payload: () => ({ currentPassword: CHURCH_PASSWORD, newPassword: 'a new church password' }),
    expected: [...NEEDS_CODE],
  },
  'DELETE /api/church/:id': {
    url: (w) => `/api/church/${w.a.churchId}`,
    expected: [...NEEDS_CODE],
  },
  'POST /api/admin/year-end-reset': { url: () => '/api/admin/year-end-reset', expected: [...ADMIN_ONLY] },
  'POST /api/church/handover': {
    url: () => '/api/church/handover',
    payload: (w) => ({ userId: w.targetId }),
    expected: [...NEEDS_CODE],
  },
  'GET /api/church/handover': { url: () => '/api/church/handover', expected: [...ADMIN_ONLY] },
  'DELETE /api/church/handover': {
    url: () => '/api/church/handover',
    expected: [401, 403, 403, 403, 204, 204, 204],
  },
  'GET /api/subscription/status': { url: () => '/api/subscription/status', expected: [...MEMBER] },
  'POST /api/subscription/cancel': { url: () => '/api/subscription/cancel', expected: [...UNLOCKED] },
  'POST /api/subscription/resume': { url: () => '/api/subscription/resume', expected: [...UNLOCKED] },
  'POST /api/subscription/create-checkout': {
    url: () => '/api/subscription/create-checkout',
    expected: [...UNLOCKED],
  },
  'GET /api/paypal/setup': { url: () => '/api/paypal/setup', expected: [...UNLOCKED] },
  'POST /api/paypal/order': {
    url: () => '/api/paypal/order',
    payload: () => ({ amount: '1.00', currency: 'USD', intent: 'CAPTURE' }),
    expected: [...UNLOCKED],
  },
  'POST /api/paypal/order/:id/capture': {
    url: async (w) => `/api/paypal/order/${await orderOfA(w, false)}/capture`,
    expected: [401, 403, 403, 200, 200, 403, 200],
  },
  // No session is involved: PayPal's signature decides, whoever sends it.
  'POST /api/paypal/webhook': {
    url: () => '/api/paypal/webhook',
    headers: async (w) => {
      const event = standIn.webhookFor(await orderOfA(w, true));
      if (!event) throw new Error('no capture event');
      (w as World & { event?: unknown }).event = event.body;
      return event.headers;
    },
    payload: (w) => (w as World & { event?: unknown }).event,
    expected: [200, 200, 200, 200, 200, 200, 200],
  },
};

const results: Array<{ route: string; role: Role; expected: number; actual: number }> = [];

describe('church admin access matrix', () => {
  for (const [route, cell] of Object.entries(MATRIX)) {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
    describe(route, () => {
      ROLES.forEach((role, i) => {
        const expected = cell.expected[i] as number;
        it(`${role}: ${expected}`, async () => {
          const w = await buildWorld(t);
          const session = w.sessions[role];
          const url = await cell.url(w);
          const extra = (await cell.headers?.(w)) ?? {};
          const res = await t.app.inject({
            method,
            url,
            headers: { ...extra, ...(session ? bearer(session.token) : {}) },
            ...(cell.payload ? { payload: cell.payload(w) as object } : {}),
          });
          results.push({ route, role, expected, actual: res.statusCode });
          expect(res.statusCode, `${route} as ${role}: ${res.body}`).toBe(expected);
          expect(path.startsWith('/api/')).toBe(true);
        });
      });
    });
  }

  it('found 0 unexpected successes', () => {
    const cells = Object.keys(MATRIX).length * ROLES.length;
    expect(results).toHaveLength(cells);
    const unexpected = results.filter((r) => r.actual < 300 && r.expected >= 300);
    expect(unexpected).toEqual([]);
  });
});
