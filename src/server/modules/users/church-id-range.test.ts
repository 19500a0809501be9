import { UNKNOWN_CHURCH_MESSAGE } from '@shared/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { bearer, PASSWORD, registerUser, uniqueEmail } from '../../../../tests/support/factories';
import { users } from '../../db/schema';

// churches.id is a PostgreSQL integer: a churchId past its range overflowed in the query and answered 500
// (security issue 35). It is refused by the shared schema like any other church that does not exist.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OUT_OF_RANGE = [2_147_483_648, '2147483648', 2 ** 53, 1e300];
const refused = { message: UNKNOWN_CHURCH_MESSAGE, errors: { churchId: [UNKNOWN_CHURCH_MESSAGE] } };

describe('a churchId past the integer column’s range', () => {
  it('is a 400 on POST /api/users, and no account is made', async () => {
    for (const churchId of OUT_OF_RANGE) {
      const email = uniqueEmail();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Far', email, password: PASSWORD, churchId },
      });
      expect([churchId, res.statusCode, res.json()]).toEqual([churchId, 400, refused]);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it('is a 400 on PATCH /api/profile, and the profile is unchanged', async () => {
    const u = await registerUser(t, { name: 'Near' });
    for (const churchId of OUT_OF_RANGE) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: bearer(u.token),
        payload: { name: 'Changed', email: u.email, churchId },
      });
      expect([churchId, res.statusCode, res.json()]).toEqual([churchId, 400, refused]);
    }
    const me = (await t.app.inject({ url: '/api/me', headers: bearer(u.token) })).json();
    expect(me).toMatchObject({ name: 'Near', churchId: null });
  });
});
