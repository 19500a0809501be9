import { createPaypalClient, type PaypalClient } from '../../src/server/lib/paypal';
import type { PaypalStandIn } from '../../src/server/lib/paypal-stand-in';
import type { TestApp } from './app';
import {
  insertChurch,
  insertUser,
  type Session,
  sessionOf,
  type TestChurchWorld,
} from './church-admin-factories';
import { bearer } from './factories';

/** The callers every church admin route is tried with. */
export const ROLES = [
  'anonymous',
  'user without a church',
  'member not unlocked',
  'member unlocked',
  'administrator',
  'administrator of another church',
  /** Church A's own account (decision 037): what Church Login opens. */
  'church account',
] as const;
export type Role = (typeof ROLES)[number];

export interface World {
  /** The church whose objects the requests name. */
  a: TestChurchWorld;
  /** Another church, administered by 'administrator of another church'. */
  b: TestChurchWorld;
  /** A plain member of church A, to edit or remove, and their address. */
  targetId: number;
  targetEmail: string;
  sessions: Record<Role, Session | null>;
}

/** Two churches, their administrators, members of A in each state and a user without a church. */
export async function buildWorld(t: TestApp): Promise<World> {
  const a = await insertChurch(t, 'Alpha Church');
  const b = await insertChurch(t, 'Beta Church');
  const locked = await insertUser(t, a.churchId, { name: 'Locked Member' });
  const unlocked = await insertUser(t, a.churchId, { name: 'Unlocked Member' });
  const targetId = await insertUser(t, a.churchId, { name: 'Target Member' });
  const outsider = await insertUser(t, null, { name: 'No Church' });
  return {
    a,
    b,
    targetId,
    targetEmail: (await sessionOf(t, targetId)).email,
    sessions: {
      anonymous: null,
      'user without a church': await sessionOf(t, outsider),
      'member not unlocked': await sessionOf(t, locked),
      'member unlocked': await sessionOf(t, unlocked, a.churchId),
      administrator: a.admin,
      'administrator of another church': b.admin,
      'church account': a.churchAccount,
    },
  };
}

/** A PayPal client on the stand-in, as the app would build it (short timeout for fault tests). */
export function standInClient(
  standIn: PaypalStandIn,
  t: Pick<TestApp, 'clock'>,
  options: { timeoutMs?: number; retries?: number } = {},
): PaypalClient {
  return createPaypalClient({
    baseUrl: standIn.url,
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    webhookId: standIn.webhookId,
    timeoutMs: options.timeoutMs ?? 5000,
    retries: options.retries ?? 1,
    clock: t.clock,
  });
}

/** The pending order of the church of `session` (through POST /api/paypal/order). */
export async function orderFor(t: TestApp, session: Session): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/paypal/order',
    headers: bearer(session.token),
  });
  if (res.statusCode !== 200)
    throw new Error(`POST /api/paypal/order answered ${res.statusCode}: ${res.body}`);
  return res.json<{ id: string }>().id;
}
