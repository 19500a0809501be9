import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { bearer, PASSWORD, registerUser, uniqueEmail } from '../../../../tests/support/factories';

/*
 * Issue 35: a refused sign-in costs the same argon2 work whatever the address, so its time does not tell
 * whether the address belongs to an account, a recently deleted one or nobody: exactly one verify each.
 */
const argon2 = vi.hoisted(() => ({ verifies: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2.verifies++;
      return real.verify(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The argon2 verifies one refused POST /api/login spends. */
async function verifiesOfRefusedLogin(email: string, password: string) {
  argon2.verifies = 0;
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(401);
  return argon2.verifies;
}

describe('a refused sign-in', () => {
  it('verifies once: unknown address, deleted account (wrong and right password), live account', async () => {
    const live = await registerUser(t);
    const deleted = await registerUser(t);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: bearer(deleted.token),
      payload: { password: PASSWORD },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    expect(await verifiesOfRefusedLogin(uniqueEmail('nobody'), 'a wrong password')).toBe(1);
    expect(await verifiesOfRefusedLogin(deleted.email, 'a wrong password')).toBe(1);
    expect(await verifiesOfRefusedLogin(deleted.email, PASSWORD)).toBe(1);
    expect(await verifiesOfRefusedLogin(live.email, 'a wrong password')).toBe(1);
  });
});
